import type { ReactNode } from 'react';

/** Layout for text pages: one h1, a lead paragraph, then sections. */
export function ContentPage({
  title,
  lead,
  children,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto px-4 py-12 sm:px-6 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      {lead && <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{lead}</p>}
      {children && <div className="mt-10 space-y-10">{children}</div>}
    </div>
  );
}

export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700 dark:text-slate-300">
        {children}
      </div>
    </section>
  );
}

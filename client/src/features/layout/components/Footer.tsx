import { Link } from 'react-router';
import { MailIcon } from '../../../ui/Icons';
import { CONTACT_EMAIL, FOOTER_LINKS } from '../nav-links';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white text-sm dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="text-base font-bold text-slate-900 dark:text-white">Quillcart</p>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            AI product descriptions for ecommerce sellers: import your catalogue, generate, export
            back to your store.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-semibold text-slate-900 dark:text-white">Quick Links</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="text-slate-700 underline-offset-4 hover:underline dark:text-slate-300"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-slate-900 dark:text-white">Contact</h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">
            Questions, feedback or a CSV that will not import? Write to us.
          </p>
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="mt-2 inline-flex items-center gap-2 font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
          >
            <MailIcon />
            {CONTACT_EMAIL}
          </a>
        </div>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-slate-600 sm:px-6 dark:text-slate-300">
          © {year} Quillcart. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

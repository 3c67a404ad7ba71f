import { ContentPage } from '../ui/ContentPage';

export function GenerationHistoryPage() {
  return (
    <ContentPage
      title="Generation History"
      lead="Every description you generate is kept here, searchable and exportable."
    >
      <p className="text-slate-700 dark:text-slate-300">
        Your history is empty. Descriptions you generate from the product table will be listed here
        with the settings they were written with.
      </p>
    </ContentPage>
  );
}

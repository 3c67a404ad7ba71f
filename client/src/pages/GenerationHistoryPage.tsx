import { GenerationHistory } from '../features/history/components/GenerationHistory';
import { ContentPage } from '../ui/ContentPage';

export function GenerationHistoryPage() {
  return (
    <ContentPage
      title="Generation History"
      lead="Every description you generate is kept here, searchable and exportable."
      wide
    >
      <GenerationHistory />
    </ContentPage>
  );
}

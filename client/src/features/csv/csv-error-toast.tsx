import { toast } from '../../ui/toast';
import { openAuthModal } from '../auth';
import { MessageList } from './components/MessageList';
import { VALIDATION_TOAST_MS, type CsvErrorNotice } from './csv-messages';

/** Shows a failed CSV request's notice (csv-messages: importErrorNotice, downloadErrorNotice). */
export function showCsvError(notice: CsvErrorNotice): void {
  switch (notice.kind) {
    case 'failed':
      toast.error(notice.title, { description: notice.description });
      return;
    case 'rows':
      toast.error(notice.title, {
        description: <MessageList messages={notice.errors} />,
        duration: VALIDATION_TOAST_MS,
      });
      return;
    case 'refused':
      toast.error(notice.title);
      if (notice.signIn) openAuthModal('signin');
      return;
  }
}

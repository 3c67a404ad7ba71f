import { toast } from '../../ui/toast';
import { openAuthModal } from '../auth';
import { MessageList } from './components/MessageList';
import { VALIDATION_TOAST_MS, type CsvErrorNotice } from './csv-messages';

/** Shows a failed CSV request's notice (csv-messages: importErrorNotice, downloadErrorNotice). */
export function showCsvError({ title, description, errors, signIn }: CsvErrorNotice): void {
  toast.error(
    title,
    errors
      ? { description: <MessageList messages={errors} />, duration: VALIDATION_TOAST_MS }
      : { description },
  );
  if (signIn) openAuthModal('signin');
}

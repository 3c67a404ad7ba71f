import { mutedText } from '../../../ui/styles';

/** The product table lives on the General Import tab; marketplace tabs point there. */
export function ProductsHint({ onShowProducts }: { onShowProducts: () => void }) {
  return (
    <p className={`text-sm ${mutedText}`}>
      Imported products are listed in the Product Data table.{' '}
      <button
        type="button"
        className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100"
        onClick={onShowProducts}
      >
        View products
      </button>
    </p>
  );
}

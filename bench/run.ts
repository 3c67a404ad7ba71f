import { benchItemsApi } from './items-api.bench';
import { benchTableScroll } from './table-scroll.bench';

// `npm run bench`: prints figures and ratios; never asserts a time.
async function main(): Promise<void> {
  await benchItemsApi();
  await benchTableScroll();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

import { performance } from 'node:perf_hooks';
import { BrowserSession } from '../test/support/browser-session';
import { startTestServer } from '../test/support/server';
import { ms, seedGuestItems, stats, withBenchDatabase } from './support';

const ITEMS = 5000;
const LIST = `query List($first: Int!, $after: String) {
  items(first: $first, after: $after) { nodes { id name sku details price notes description status } pageInfo { hasNextPage endCursor } }
}`;

// How long the client's "load the whole table" takes over the API, by page size, and how
// fast single-field edits commit.
export async function benchItemsApi(): Promise<void> {
  await withBenchDatabase(async (url) => {
    const server = await startTestServer({
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
      REDIS_PREFIX: `qc-bench-${process.pid}`,
    });
    try {
      const seller = new BrowserSession(server.url);
      await seller.start();
      const guestId = decodeURIComponent(seller.cookieHeader.split('=')[1]).slice(2, 38);
      await seedGuestItems(url, guestId, ITEMS);

      console.log(`\nitems API — ${ITEMS} items in one table`);
      const baseline: Record<number, number> = {};
      for (const pageSize of [100, 500, 1000]) {
        const runs: number[] = [];
        for (let run = 0; run < 5; run += 1) {
          const started = performance.now();
          let after: string | null = null;
          let loaded = 0;
          for (;;) {
            const data: {
              items: {
                nodes: unknown[];
                pageInfo: { hasNextPage: boolean; endCursor: string | null };
              };
            } = await seller.ok(LIST, { first: pageSize, after });
            loaded += data.items.nodes.length;
            if (!data.items.pageInfo.hasNextPage) break;
            after = data.items.pageInfo.endCursor;
          }
          if (loaded !== ITEMS) throw new Error(`loaded ${loaded} of ${ITEMS}`);
          runs.push(performance.now() - started);
        }
        const { median, p95 } = stats(runs);
        baseline[pageSize] = median;
        console.log(
          `  full load, pages of ${String(pageSize).padStart(4)}: median ${ms(median)}, p95 ${ms(p95)}, ` +
            `${Math.round(ITEMS / (median / 1000)).toLocaleString('en-US')} items/s` +
            (pageSize !== 100 ? `, ${(baseline[100] / median).toFixed(2)}× pages of 100` : ''),
        );
      }

      const first = await seller.ok<{ items: { nodes: { id: string }[] } }>(LIST, { first: 200 });
      const edits: number[] = [];
      for (const [index, node] of first.items.nodes.entries()) {
        const started = performance.now();
        await seller.ok(
          'mutation($id: ID!, $p: ItemPatch!) { updateItem(id: $id, patch: $p) { id } }',
          {
            id: node.id,
            p: { price: `${index}.50` },
          },
        );
        edits.push(performance.now() - started);
      }
      const edit = stats(edits);
      console.log(
        `  single-field edit (${edits.length} sequential): median ${ms(edit.median)}, p95 ${ms(edit.p95)}`,
      );
    } finally {
      await server.close();
    }
  });
}

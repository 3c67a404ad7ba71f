import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';

// bench:api's second anchor: the same 100 rows the app's items(first: 100) reads, selected
// with `pg` and sent as JSON by node:http. Prints its URL.
const url = process.env.DATABASE_URL as string;
const owner = process.env.BENCH_USER_ID as string;
const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });

const server = createServer((_req, res) => {
  pool
    .query(
      `SELECT id, name, sku, details, price, notes, description, status FROM items
        WHERE owner_user_id = $1 ORDER BY position, id LIMIT 100`,
      [owner],
    )
    .then(
      (result) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ nodes: result.rows }));
      },
      () => {
        res.writeHead(500);
        res.end();
      },
    );
});
server.listen(0, '127.0.0.1', () => {
  console.log(`listening http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));

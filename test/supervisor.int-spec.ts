import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../core/src/config/paths';

// A child that crashes on its first two starts and then stays up.
const CHILD = `
const fs = require('fs');
const file = process.env.COUNTER_FILE;
const n = Number(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : 0) + 1;
fs.writeFileSync(file, String(n));
process.on('SIGTERM', () => { console.log('child stopping'); process.exit(0); });
setInterval(() => undefined, 1000);
// Said once it is ready for SIGTERM: the test stops it as soon as it reads this.
console.log('child up ' + n + ' pid ' + process.pid);
if (n < 3) process.exit(3);
`;

const DRIVER = (supervisor: string) => `
import { Supervisor } from ${JSON.stringify(supervisor)};
const supervisor = new Supervisor({ say: (m) => console.log('[say] ' + m), backoffStartMs: 50 });
supervisor.add('child', process.execPath, ['-e', ${JSON.stringify(CHILD)}], process.env);
process.on('SIGTERM', () => supervisor.stop(0).then((code) => process.exit(code)));
`;

describe('the npm start supervisor', () => {
  it('restarts a crashed child with a growing pause and a log line, and stops it on SIGTERM', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'qc-supervisor-'));
    try {
      const driver = spawn(
        process.execPath,
        ['--input-type=module', '-e', DRIVER(path.join(repoRoot(), 'scripts', 'supervisor.mjs'))],
        { env: { ...process.env, COUNTER_FILE: path.join(dir, 'starts') } },
      );
      let output = '';
      driver.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      driver.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => driver.on('exit', resolve));

      const deadline = Date.now() + 30_000;
      while (!output.includes('child up 3')) {
        if (Date.now() > deadline) throw new Error(`no third start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(output).toContain(
        'The child stopped (exit 3); restarting it in 0.05 s (crash 1 in a row). The rest keeps running.',
      );
      expect(output).toContain(
        'The child stopped (exit 3); restarting it in 0.1 s (crash 2 in a row). The rest keeps running.',
      );
      const pid = Number(/child up 3 pid (\d+)/.exec(output)?.[1]);

      driver.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('child stopping');
      expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

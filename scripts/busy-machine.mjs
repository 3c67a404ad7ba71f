// `npm run test:busy`: runs a command (default `npm test`) several times (default 3) while
// two processes burn CPU alongside, as when other work shares the machine's cores. Tests
// that wait for states rather than durations pass anyway; this proves it.
//
//   node scripts/busy-machine.mjs [--runs N] [--burners N] [-- command args…]
import { spawn } from 'node:child_process';
import { root, say } from './lib.mjs';

const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const options = split >= 0 ? argv.slice(0, split) : argv;
const command = split >= 0 ? argv.slice(split + 1) : ['npm', 'test'];
const option = (name, fallback) => {
  const index = options.indexOf(name);
  return index >= 0 ? Number(options[index + 1]) : fallback;
};
const runs = option('--runs', 3);
const burnerCount = option('--burners', 2);

// Each burner spins one core flat out until it is killed.
const burners = Array.from({ length: burnerCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopBurners = () => {
  for (const burner of burners) if (burner.exitCode === null) burner.kill('SIGKILL');
};
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopBurners();
    process.exit(130);
  });
}
say(`${burnerCount} CPU burners running (pids ${burners.map((b) => b.pid).join(', ')}).`);

const results = [];
for (let run = 1; run <= runs; run += 1) {
  say(`Run ${run} of ${runs}: ${command.join(' ')}`);
  const started = Date.now();
  const code = await new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, stdio: 'inherit' });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 : 1)));
  });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  results.push({ run, code, minutes });
  say(`Run ${run}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${minutes} min.`);
}
stopBurners();
say('');
say(`Busy machine (${burnerCount} burners), ${runs} runs of \`${command.join(' ')}\`:`);
for (const { run, code, minutes } of results) {
  say(`  run ${run}: ${code === 0 ? 'green' : `red (exit ${code})`}, ${minutes} min`);
}
process.exitCode = results.every((result) => result.code === 0) ? 0 : 1;

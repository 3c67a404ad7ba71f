// Summarises a V8 .cpuprofile (node --cpu-prof): self time by function and by package or
// file, heaviest first. `node bench/profile-summary.mjs file.cpuprofile [rows]`.
import { readFileSync } from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
const rows = Number(rowsArg ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
const gaps = profile.timeDeltas;
profile.samples.forEach((id, index) => {
  self.set(id, (self.get(id) ?? 0) + (gaps[index] ?? 0));
});
const total = [...self.values()].reduce((sum, value) => sum + value, 0);

function where(url) {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\/.*?\/(core|server|worker|bench)\//, '$1/');
}

const functions = new Map();
const places = new Map();
for (const [id, time] of self) {
  const { callFrame } = byId.get(id);
  const place = where(callFrame.url);
  const name = `${callFrame.functionName || '(anonymous)'}  ${place}:${callFrame.lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + time);
  places.set(place, (places.get(place) ?? 0) + time);
}
const show = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(
      `${((100 * time) / total).toFixed(1).padStart(5)}%  ${(time / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(2)} s sampled`);
show('by package or file (self time)', places);
show('by function (self time)', functions);

// Total time (self and callees) per function, each sample counted once per function.
const parent = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);
const inclusive = new Map();
for (const [id, time] of self) {
  const names = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const { callFrame } = byId.get(at);
    names.add(
      `${callFrame.functionName || '(anonymous)'}  ${where(callFrame.url)}:${callFrame.lineNumber + 1}`,
    );
  }
  for (const name of names) inclusive.set(name, (inclusive.get(name) ?? 0) + time);
}
show('by function (total time)', inclusive);

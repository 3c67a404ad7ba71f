// Draws the structure from the code's own imports: one SVG per part (server, client, core),
// folders as boxes on floors (a box stands above all it imports), an arrow per pair of boxes
// that import each other, red where an arrow runs back up (two boxes tied both ways) and
// where files import each other in a loop. Tests and generated code are left out.
//
//   npx tsx scripts/structure.ts [--repo DIR] [--out DIR] [--label NAME] [--png]
//
// --png also renders each picture to PNG with the browser tests' Chromium (CHROMIUM_PATH).
//
// It prints the counts it drew (files, arrows, arrows back up, file cycles, layer-rule breaks).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const repo = path.resolve(option('--repo', '.'));
const out = path.resolve(option('--out', 'docs/structure'));
const label = option('--label', 'now');

const ROOTS = ['client/src', 'server/src', 'worker/src', 'core/src'];
const SKIP = /(\.spec\.tsx?|\.int-spec\.ts|\.e2e\.ts)$|__generated__|test-support|\/test\//;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const files = ROOTS.flatMap((root) => sourceFiles(path.join(repo, root)))
  .map((file) => path.relative(repo, file))
  .filter((file) => !SKIP.test(file));
const known = new Set(files);

const IMPORT =
  /(?:^|[^\w.])(?:import|export)\s+(?:type\s+)?(?:[\w*${}\s,]+\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.join(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

const imports = new Map<string, Set<string>>();
for (const file of files) {
  const text = readFileSync(path.join(repo, file), 'utf8');
  const targets = new Set<string>();
  for (const match of text.matchAll(IMPORT)) {
    const target = resolve(file, match[1] ?? match[2]);
    if (target && target !== file) targets.add(target);
  }
  imports.set(file, targets);
}

/** Strongly connected parts of a graph with more than one member (Tarjan). */
function loops<T>(nodes: T[], next: (node: T) => Iterable<T>): T[][] {
  let index = 0;
  const order = new Map<T, number>();
  const low = new Map<T, number>();
  const stack: T[] = [];
  const onStack = new Set<T>();
  const found: T[][] = [];
  const visit = (node: T) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const other of next(node)) {
      if (!order.has(other)) {
        visit(other);
        low.set(node, Math.min(low.get(node)!, low.get(other)!));
      } else if (onStack.has(other)) {
        low.set(node, Math.min(low.get(node)!, order.get(other)!));
      }
    }
    if (low.get(node) === order.get(node)) {
      const part: T[] = [];
      let member: T;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1) found.push(part);
    }
  };
  for (const node of nodes) if (!order.has(node)) visit(node);
  return found;
}

const fileLoops = loops(files, (file) => imports.get(file) ?? []);

// Layer rule: core never imports server, worker or client; client imports only core/src/shared
// of core; server and worker never import each other.
const partOf = (file: string) => file.split('/')[0];
const breaks: string[] = [];
for (const [from, targets] of imports) {
  for (const to of targets) {
    const a = partOf(from);
    const b = partOf(to);
    const wrong =
      (a === 'core' && b !== 'core') ||
      (a === 'client' && b === 'core' && !to.startsWith('core/src/shared/')) ||
      (a === 'client' && (b === 'server' || b === 'worker')) ||
      (a === 'server' && (b === 'worker' || b === 'client')) ||
      (a === 'worker' && (b === 'server' || b === 'client'));
    if (wrong) breaks.push(`${from} -> ${to}`);
  }
}

/** The box a file is drawn in: a feature or area folder, or a file of its own. */
function boxOf(file: string, part: string): string | null {
  const root = part === 'client' ? 'client/src/' : `${part}/src/`;
  if (!file.startsWith(root)) return null;
  const rest = file.slice(root.length).split('/');
  if (rest.length === 1) return rest[0];
  if (rest[0] === 'features' || rest[0] === 'modules')
    return rest.length > 2 ? `${rest[0]}/${rest[1]}/` : `${rest[0]}/${rest[1]}`;
  return `${rest[0]}/`;
}

interface Sheet {
  part: string;
  boxes: string[];
  arrows: { from: string; to: string; count: number; back: boolean }[];
  floors: Map<string, number>;
  lines: Map<string, number>;
  backUp: number;
  fileLoops: number;
}

function sheet(part: string): Sheet {
  const lines = new Map<string, number>();
  const counts = new Map<string, number>();
  for (const file of files) {
    const box = boxOf(file, part);
    if (!box) continue;
    const length = readFileSync(path.join(repo, file), 'utf8').split('\n').length;
    lines.set(box, (lines.get(box) ?? 0) + length);
    for (const target of imports.get(file) ?? []) {
      const to = boxOf(target, part);
      if (!to || to === box) continue;
      const key = `${box}\u0000${to}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const boxes = [...lines.keys()].sort();
  const next = new Map<string, Set<string>>();
  for (const key of counts.keys()) {
    const [from, to] = key.split('\u0000');
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)!.add(to);
  }
  // An order of the boxes with the fewest imports against it (Eades' greedy order: sinks
  // last, sources first, else the box that imports most and is imported least); an arrow
  // against that order runs back up, the others set the floors.
  const weight = (from: string, to: string) => counts.get(`${from}\u0000${to}`) ?? 0;
  const left = new Set(boxes);
  const head: string[] = [];
  const tail: string[] = [];
  const degree = (box: string, outward: boolean) =>
    [...left].reduce((sum, other) => sum + (outward ? weight(box, other) : weight(other, box)), 0);
  while (left.size > 0) {
    let changed = true;
    while (changed) {
      changed = false;
      for (const box of [...left]) {
        if (degree(box, true) === 0) {
          tail.unshift(box);
          left.delete(box);
          changed = true;
        } else if (degree(box, false) === 0) {
          head.push(box);
          left.delete(box);
          changed = true;
        }
      }
    }
    if (left.size === 0) break;
    const pick = [...left].sort(
      (a, b) => degree(b, true) - degree(b, false) - (degree(a, true) - degree(a, false)),
    )[0];
    head.push(pick);
    left.delete(pick);
  }
  const rank = new Map([...head, ...tail].map((box, at) => [box, at]));
  const isBack = (from: string, to: string) => rank.get(from)! > rank.get(to)!;
  const floors = new Map<string, number>();
  for (const box of [...head, ...tail].reverse()) {
    let floor = 1;
    for (const to of next.get(box) ?? []) {
      if (!isBack(box, to)) floor = Math.max(floor, floors.get(to)! + 1);
    }
    floors.set(box, floor);
  }
  const arrows = [...counts].map(([key, count]) => {
    const [from, to] = key.split('\u0000');
    return { from, to, count, back: isBack(from, to) };
  });
  const inPart = (file: string) => file.startsWith(`${part}/`);
  return {
    part,
    boxes,
    arrows,
    floors,
    lines,
    backUp: arrows.filter((arrow) => arrow.back).length,
    fileLoops: fileLoops.filter((members) => members.some(inPart)).length,
  };
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!,
  );
}

function svg(s: Sheet): string {
  const byFloor = new Map<number, string[]>();
  for (const box of s.boxes) {
    const floor = s.floors.get(box)!;
    if (!byFloor.has(floor)) byFloor.set(floor, []);
    byFloor.get(floor)!.push(box);
  }
  const top = Math.max(...byFloor.keys());
  const rowHeight = 92;
  const boxHeight = 40;
  const gap = 14;
  const widthOf = (box: string) => Math.max(96, box.length * 7.4 + 24);
  const rowWidths = [...byFloor.values()].map(
    (row) => row.reduce((sum, box) => sum + widthOf(box), 0) + gap * (row.length - 1),
  );
  const width = Math.max(900, ...rowWidths) + 80;
  const height = top * rowHeight + 150;
  const at = new Map<string, { x: number; y: number; w: number }>();
  for (const [floor, row] of byFloor) {
    const rowWidth = row.reduce((sum, box) => sum + widthOf(box), 0) + gap * (row.length - 1);
    let x = (width - rowWidth) / 2;
    const y = 70 + (top - floor) * rowHeight;
    for (const box of row) {
      at.set(box, { x, y, w: widthOf(box) });
      x += widthOf(box) + gap;
    }
  }
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<defs><marker id="grey" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#94a3b8"/></marker>` +
      `<marker id="red" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#dc2626"/></marker></defs>`,
    `<text x="20" y="30" font-size="18" font-weight="bold">${escapeXml(`${s.part}/ (${label})`)}</text>`,
    `<text x="20" y="50" font-size="12" fill="#475569">${escapeXml(
      `${s.boxes.length} boxes on ${top} floors, ${s.arrows.length} arrows; ${s.backUp} run back up (red); ${s.fileLoops} import cycles of files`,
    )}</text>`,
  );
  const sorted = [...s.arrows].sort((a, b) => Number(a.back) - Number(b.back));
  for (const arrow of sorted) {
    const a = at.get(arrow.from)!;
    const b = at.get(arrow.to)!;
    const x1 = a.x + a.w / 2;
    const x2 = b.x + b.w / 2;
    const down = b.y > a.y;
    const y1 = down ? a.y + boxHeight : a.y;
    const y2 = down ? b.y : b.y + boxHeight;
    const bend = b.y === a.y ? -40 : 0;
    const colour = arrow.back ? '#dc2626' : '#94a3b8';
    parts.push(
      `<path d="M${x1},${y1} C${x1},${(y1 + y2) / 2 + bend} ${x2},${(y1 + y2) / 2 + bend} ${x2},${y2}" fill="none" stroke="${colour}" stroke-width="${Math.min(4, 0.8 + arrow.count / 4)}" opacity="${arrow.back ? 0.95 : 0.55}" marker-end="url(#${arrow.back ? 'red' : 'grey'})"/>`,
    );
  }
  for (const box of s.boxes) {
    const { x, y, w } = at.get(box)!;
    const back = s.arrows.some((arrow) => arrow.back && (arrow.from === box || arrow.to === box));
    parts.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${boxHeight}" rx="5" fill="${back ? '#fee2e2' : '#e0e7ff'}" stroke="${back ? '#dc2626' : '#6366f1'}"/>`,
      `<text x="${x + 8}" y="${y + 17}" font-size="12" font-weight="bold">${escapeXml(box)}</text>`,
      `<text x="${x + 8}" y="${y + 32}" font-size="10" fill="#475569">${s.lines.get(box)} lines</text>`,
    );
  }
  parts.push(
    `<text x="20" y="${height - 34}" font-size="11" fill="#475569">A box stands above all it imports. Grey: imports downward. Red: an import against that order (its boxes import each other).</text>`,
    `<text x="20" y="${height - 18}" font-size="11" fill="#475569">Drawn by scripts/structure.ts from the code's imports; tests and generated code are left out.</text>`,
    '</svg>',
  );
  return parts.join('\n');
}

mkdirSync(out, { recursive: true });
const drawn: string[] = [];
for (const part of ['server', 'client', 'core']) {
  const s = sheet(part);
  const file = path.join(out, `${part}-${label}.svg`);
  writeFileSync(file, svg(s));
  drawn.push(file);
  console.log(
    `${part}: ${s.boxes.length} boxes, ${s.arrows.length} arrows, ${s.backUp} back up, ${s.fileLoops} file cycles`,
  );
  for (const arrow of s.arrows.filter((a) => a.back))
    console.log(`  back up: ${arrow.from} -> ${arrow.to} (${arrow.count} imports)`);
}
console.log(`files: ${files.length}; file import cycles: ${fileLoops.length}`);
for (const members of fileLoops) console.log(`  cycle: ${members.join(' -> ')}`);
console.log(`layer-rule breaks: ${breaks.length}`);
for (const line of breaks) console.log(`  ${line}`);

async function renderPng(svgFiles: string[]): Promise<void> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    const page = await browser.newPage();
    for (const file of svgFiles) {
      const text = readFileSync(file, 'utf8');
      const [, width, height] = /width="([\d.]+)" height="([\d.]+)"/.exec(text) ?? [];
      await page.setViewportSize({
        width: Math.ceil(Number(width)),
        height: Math.ceil(Number(height)),
      });
      await page.setContent(`<body style="margin:0">${text}</body>`);
      await page.screenshot({ path: file.replace(/\.svg$/, '.png') });
    }
  } finally {
    await browser.close();
  }
}

if (args.includes('--png')) {
  renderPng(drawn).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

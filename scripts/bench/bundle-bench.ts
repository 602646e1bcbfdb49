/**
 * Analysis screens' route JS, read from the built files (run `npm run build` first): for every
 * `*-page` chunk, the gzip size of what it statically imports beyond the entry and the app shell,
 * plus the lazy chart modules a screen opens with (ECharts panels loaded by `lazy()`), and the
 * route's whole JS (entry + shell + screen) against the 350 kB budget, with what the charts below the
 * fold add once scrolled to; and which chunks carry zod,
 * ECharts or lightweight-charts, so a plain constant imported from a chart module shows up here.
 * Any route over budget sets a failing exit code.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const distDir = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
const assetsDir = join(distDir, 'assets');

/** Lazy chunks a screen loads as soon as it shows data (stem of the screen's chunk → stems). */
const LAZY_ON_OPEN: Record<string, string[]> = {};

/**
 * Lazy charts below the fold at 1440x900 that load when they scroll into view (WhenVisible): not
 * part of the first screen's budget, but their total is printed so what scrolling costs stays seen.
 */
const LAZY_ON_SCROLL: Record<string, string[]> = {
  'market-participant-page': ['participants-bars-chart'],
  'dashboard-page': ['participant-chart', 'ownership-donut'],
};

/** Most JS, gzip, a browser may fetch to show one route (issue 16, item 13). */
const ROUTE_BUDGET_KB = 350;

const STATIC_IMPORT = /(?:from|import)\s*"\.\/([^"]+\.js)"/g;
const stemOf = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');
const read = (file: string) => readFileSync(join(assetsDir, file), 'utf8');
/** What the server sends: the build's precompressed .gz beside the chunk, else gzip at the same level. */
const gzipBytes = (file: string) => {
  const path = join(assetsDir, file);
  return existsSync(`${path}.gz`)
    ? statSync(`${path}.gz`).size
    : gzipSync(readFileSync(path), { level: 9 }).length;
};
const gzipKb = (files: Iterable<string>) =>
  [...files].reduce((total, file) => total + gzipBytes(file), 0) / 1024;

function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const match of read(file).matchAll(STATIC_IMPORT)) closure(match[1] as string, seen);
  return seen;
}

export async function run(): Promise<void> {
  const files = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
  const byStem = (stem: string) => {
    const file = files.find((candidate) => stemOf(candidate) === stem);
    if (!file) throw new Error(`no chunk named ${stem}-*.js in ${assetsDir}; run npm run build`);
    return file;
  };
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(readFileSync(join(distDir, 'index.html'), 'utf8'))?.[1];
  if (!entry) throw new Error('no entry script in dist/index.html');
  const shell = closure(byStem('app-shell'), closure(entry));
  console.log(`bundle  entry + app shell  ${gzipKb(shell).toFixed(1)} kB gzip in ${shell.size} files`);

  // zod's error class and ECharts' registration entry are in every build of either library.
  const zodChunks = new Set(files.filter((file) => read(file).includes('$ZodError')));
  const echartsChunks = new Set(files.filter((file) => read(file).includes('registerPreprocessor')));
  // A method only lightweight-charts' chart API has.
  const lightweightChunks = new Set(files.filter((file) => read(file).includes('addCustomSeries')));
  const label = (set: Set<string>) => [...set].map(stemOf).join(', ') || 'none';
  console.log(`bundle  chunks with zod: ${label(zodChunks)}`);
  console.log(`bundle  chunks with ECharts code: ${label(echartsChunks)}`);
  console.log(`bundle  chunks with lightweight-charts code: ${label(lightweightChunks)}`);
  const over: string[] = [];

  for (const page of files.filter((file) => stemOf(file).endsWith('-page')).sort()) {
    const stem = stemOf(page);
    const loaded = closure(page);
    for (const lazy of LAZY_ON_OPEN[stem] ?? []) closure(byStem(lazy), loaded);
    const own = [...loaded].filter((file) => !shell.has(file));
    const carries = [
      own.some((file) => zodChunks.has(file)) ? 'zod' : '',
      own.some((file) => echartsChunks.has(file)) ? 'echarts' : '',
      own.some((file) => lightweightChunks.has(file)) ? 'lightweight-charts' : '',
    ].filter(Boolean);
    const lazyNote = LAZY_ON_OPEN[stem] ? ` (+ ${LAZY_ON_OPEN[stem].join(', ')})` : '';
    const total = gzipKb(new Set([...shell, ...loaded]));
    if (total > ROUTE_BUDGET_KB) over.push(stem);
    const scrolled = LAZY_ON_SCROLL[stem];
    const scrollNote = scrolled
      ? `; ${gzipKb(new Set([...shell, ...scrolled.reduce((all, lazy) => closure(byStem(lazy), all), new Set(loaded))])).toFixed(1)} kB after scrolling to ${scrolled.join(', ')}`
      : '';
    console.log(
      `bundle  ${(stem + lazyNote).padEnd(64)} ${gzipKb(own).toFixed(1).padStart(6)} kB beyond the shell, ` +
        `${total.toFixed(1).padStart(6)} kB route total` +
        `${total > ROUTE_BUDGET_KB ? ' OVER' : ''}` +
        (carries.length ? `  [${carries.join(', ')}]` : '') +
        scrollNote,
    );
  }
  console.log(
    over.length === 0
      ? `bundle  every route within ${ROUTE_BUDGET_KB} kB gzip`
      : `bundle  over ${ROUTE_BUDGET_KB} kB gzip: ${over.join(', ')}`,
  );
  if (over.length > 0) process.exitCode = 1;
}

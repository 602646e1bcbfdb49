/**
 * `npm run bench`: runs every benchmark in scripts/bench/ (or those named on the command line)
 * and prints plain figures. Loopback only; each benchmark bounds its own time.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('./bench/', import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith('-bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();

for (const file of files) {
  const started = performance.now();
  console.log(`\n# ${file.replace(/-bench\.ts$/, '')}`);
  const bench = (await import(`${benchDir}${file}`)) as { run: () => Promise<void> };
  await bench.run();
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

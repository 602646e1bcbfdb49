/**
 * `npm test`: every check CI runs, the independent tiers at once. Lint, types and the unit and
 * server tests start together; the browser tests start as soon as the web app is built; the timing
 * test runs last, alone, because its assertions are response times. Each line of output carries
 * its tier's name; the end shows each tier's wall time and the run's total of tests.
 *
 * Most of a server or browser test waits on a database, a socket or a page, so on CI's two cores the
 * tiers overlap well: one after another they took the sum of their times.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

type Tier = { name: string; command: string[]; after?: string[] };

const vitest = ['node', 'node_modules/vitest/vitest.mjs', 'run'];
const TIERS: Tier[] = [
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'types', command: ['npm', 'run', '--silent', 'typecheck'] },
  {
    name: 'unit+server',
    command: [
      ...vitest,
      ...['market', 'contracts', 'web', 'web-mocks', 'lint', 'server'].flatMap((p) => ['--project', p]),
    ],
  },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  { name: 'browser', command: [...vitest, '--project', 'e2e'], after: ['build'] },
  {
    name: 'timing',
    command: [...vitest, '--project', 'server-timing'],
    after: ['lint', 'types', 'unit+server', 'browser'],
  },
];

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const width = Math.max(...TIERS.map((tier) => tier.name.length));
const TESTS_LINE = /^Tests: (\d+) passed, (\d+) failed, (\d+) skipped$/;

/** CI shows only the end of a run's output, where a tier that failed early has long scrolled away. */
const TAIL_LINES = 80;

type Outcome = { ok: boolean; seconds: number; tests: [number, number, number] | null; tail: string[] };

function run(tier: Tier): Promise<Outcome> {
  const started = performance.now();
  const [program, ...args] = tier.command as [string, ...string[]];
  const child = spawn(program === 'node' ? process.execPath : program, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tests: Outcome['tests'] = null;
  const tail: string[] = [];
  const label = `[${tier.name.padEnd(width)}]`;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      const counts = TESTS_LINE.exec(line);
      if (counts) tests = [Number(counts[1]), Number(counts[2]), Number(counts[3])];
      process.stdout.write(`${label} ${line}\n`);
      tail.push(`${label} ${line}`);
      if (tail.length > TAIL_LINES) tail.shift();
    });
  }
  return new Promise((resolve) => {
    child.once('close', (code) =>
      resolve({ ok: code === 0, seconds: (performance.now() - started) / 1000, tests, tail }),
    );
  });
}

async function main(): Promise<number> {
  const started = performance.now();
  const outcomes = new Map<string, Promise<Outcome>>();
  const skipped: Outcome = { ok: false, seconds: 0, tests: null, tail: [] };
  for (const tier of TIERS) {
    const before = (tier.after ?? []).map((name) => outcomes.get(name)!);
    outcomes.set(
      tier.name,
      Promise.all(before).then((done) =>
        // A browser run without a build would only fail on the missing build.
        tier.name === 'browser' && !done.every((outcome) => outcome.ok) ? skipped : run(tier),
      ),
    );
  }
  const results = await Promise.all(
    TIERS.map(async (tier) => [tier.name, await outcomes.get(tier.name)!] as const),
  );
  const total = [0, 0, 0];
  const lines: string[] = [];
  for (const [name, outcome] of results) {
    if (outcome.ok || outcome === skipped) continue;
    lines.push('', `Last ${outcome.tail.length} lines of the failed tier ${name}:`, ...outcome.tail);
  }
  lines.push('', 'Wall time per tier (tiers overlap):');
  for (const [name, outcome] of results) {
    const status = outcome === skipped ? 'not run' : outcome.ok ? 'passed' : 'FAILED';
    lines.push(`  ${name.padEnd(width)}  ${outcome.seconds.toFixed(0).padStart(5)} s  ${status}`);
    outcome.tests?.forEach((count, i) => (total[i]! += count));
  }
  lines.push(`  ${'all'.padEnd(width)}  ${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s`);
  const failed = results.filter(([, outcome]) => !outcome.ok).map(([name]) => name);
  if (failed.length > 0) lines.push(`Failed tiers: ${failed.join(', ')}`);
  lines.push('', `Tests: ${total[0]} passed, ${total[1]} failed, ${total[2]} skipped`, '');
  process.stdout.write(lines.join('\n'));
  return failed.length === 0 ? 0 : 1;
}

process.exitCode = await main();

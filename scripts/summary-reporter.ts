import type { Reporter, TestModule } from 'vitest/node';

const SLOWEST_SHOWN = 12;

/** An error message on one line, cut short: the log tail has room for a cause, not a dump. */
function oneLine(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Ends the run with what CI's log tail must show: the tests that passed only on a retry, with what
 * their failed try threw (a retry keeps a loaded machine's hiccup from failing the run, but a flaky
 * test stays in sight, and its cause with it: the log is often all there is to go on), where
 * the time went, and the plain 'N passed, N failed' line that CI reads.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const flaky: { name: string; causes: string[] }[] = [];
    const byProject = new Map<string, { files: number; ms: number }>();
    const files: { name: string; ms: number }[] = [];
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const result = test.result();
        const state = result.state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
        const diagnostic = test.diagnostic();
        if (result.state === 'passed' && diagnostic?.flaky) {
          const causes = (result.errors ?? []).map((error) => {
            const where = error.stack
              ?.split('\n')
              .find((line) => line.includes('.test.'))
              ?.trim();
            return `${oneLine(error.message ?? String(error))}${where ? ` (${where})` : ''}`;
          });
          flaky.push({
            name: `${testModule.moduleId.split('/').slice(-2).join('/')} > ${test.fullName}`,
            causes,
          });
        }
      }
      const project = testModule.project.name || 'root';
      const { duration, collectDuration, setupDuration } = testModule.diagnostic();
      const ms = duration + collectDuration + setupDuration;
      const total = byProject.get(project) ?? { files: 0, ms: 0 };
      byProject.set(project, { files: total.files + 1, ms: total.ms + ms });
      files.push({ name: `[${project}] ${testModule.relativeModuleId}`, ms });
    }
    const out: string[] = [''];
    out.push('Time per project (files, summed across workers):');
    for (const [project, { files: count, ms }] of [...byProject].sort((a, b) => b[1].ms - a[1].ms)) {
      out.push(`  ${project.padEnd(14)} ${String(count).padStart(4)} files ${seconds(ms).padStart(9)}`);
    }
    out.push(`Slowest ${SLOWEST_SHOWN} files:`);
    for (const { name, ms } of files.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN)) {
      out.push(`  ${seconds(ms).padStart(8)}  ${name}`);
    }
    if (flaky.length > 0) {
      out.push(`Passed only on a retry (${flaky.length}):`);
      for (const { name, causes } of flaky) {
        out.push(`  ${name}`);
        for (const cause of causes) out.push(`      failed try: ${cause}`);
      }
    }
    out.push('', `Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`, '');
    process.stdout.write(out.join('\n'));
  }
}

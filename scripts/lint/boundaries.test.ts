import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves that each boundary in eslint.config.js (docs/conventions.md) fires, with the real config.
 * Path rules lint a probe's text as if it sat at a real path and imported real files (picked here,
 * so renaming a feature or a module does not break the test); the cycle lints two files on disk.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(import.meta.dirname, 'fixtures');
const web = 'apps/web/src';
const server = 'apps/server/src';

const eslint = new ESLint({ cwd: repoRoot });

async function lintAt(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return result?.messages ?? [];
}

/** A module that `import * as` can name: the first non-test source file directly in `dir`. */
function firstModuleIn(dir: string): string {
  const file = readdirSync(path.join(repoRoot, dir))
    .sort()
    .find((name) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name));
  if (!file) throw new Error(`no module in ${dir}`);
  return file;
}

/** The first file under `dir` (depth first, sorted) whose name ends with `suffix`. */
function firstFileUnder(dir: string, suffix: string): string {
  for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const entryPath = `${dir}/${entry.name}`;
    if (entry.isFile() && entry.name.endsWith(suffix)) return entryPath;
    if (entry.isDirectory()) {
      try {
        return firstFileUnder(entryPath, suffix);
      } catch {
        // none in this folder; try the next
      }
    }
  }
  throw new Error(`no *${suffix} under ${dir}`);
}

/** How `from` (a file) imports `to` (a file), as a relative specifier. */
function relativeSpecifier(from: string, to: string): string {
  const specifier = path.relative(path.dirname(from), to).replaceAll(path.sep, '/');
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
}

const importing = (specifier: string) =>
  `import * as imported from '${specifier}';\n\nexport const probe = imported;\n`;

function errorsOf(messages: Linter.LintMessage[], ruleId: string): string[] {
  return messages
    .filter((message) => message.ruleId === ruleId && message.severity === 2)
    .map((m) => m.message);
}

const [home, other] = readdirSync(path.join(repoRoot, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
if (!home || !other) throw new Error('the boundaries test needs two feature folders');
const homeModule = firstModuleIn(`${web}/features/${home}`).replace(/\.tsx?$/, '');
const otherModule = firstModuleIn(`${web}/features/${other}`).replace(/\.tsx?$/, '');
const featureProbe = `${web}/features/${home}/lint-probe.tsx`;
const routesProbe = `${server}/modules/lint-probe/lint-probe.routes.ts`;

describe('architecture boundaries in eslint.config.js', () => {
  // The first lint loads the parser, the resolver and the TypeScript projects: 25 s on CI while
  // the other tiers share its two cores, past a test's limit. Each test then times only its rule.
  beforeAll(() => lintAt(featureProbe, importing(`./${homeModule}`)), 180_000);

  it('stops a feature importing another feature by a relative path', async () => {
    const messages = await lintAt(featureProbe, importing(`../${other}/${otherModule}`));
    expect(errorsOf(messages, 'import-x/no-restricted-paths')).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
  });

  it('stops a feature importing another feature through the @/ alias', async () => {
    const messages = await lintAt(featureProbe, importing(`@/features/${other}/${otherModule}`));
    expect(errorsOf(messages, 'import-x/no-restricted-paths')).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
  });

  it.each(['ui', 'lib'])('stops %s/ importing a feature', async (folder) => {
    const messages = await lintAt(
      `${web}/${folder}/lint-probe.tsx`,
      importing(`@/features/${other}/${otherModule}`),
    );
    expect(errorsOf(messages, 'import-x/no-restricted-paths')).toEqual([
      expect.stringContaining('never import one'),
    ]);
  });

  it('stops a routes file importing a repo', async () => {
    const repo = firstFileUnder(`${server}/modules`, '.repo.ts');
    const messages = await lintAt(routesProbe, importing(relativeSpecifier(routesProbe, repo)));
    expect(errorsOf(messages, 'import-x/no-restricted-paths')).toEqual([
      expect.stringContaining('A routes file calls a service, never a repo'),
    ]);
  });

  it('stops an import cycle', async () => {
    // With a config file named explicitly, ESLint matches its globs against paths relative to cwd:
    // the fixtures folder mirrors the repository, so a.ts is linted as apps/server/src/cycle/a.ts.
    const mirror = new ESLint({ cwd: fixtures, overrideConfigFile: path.join(repoRoot, 'eslint.config.js') });
    const results = await mirror.lintFiles(['apps/server/src/cycle/a.ts', 'apps/server/src/cycle/b.ts']);
    expect(results.map((result) => errorsOf(result.messages, 'import-x/no-cycle'))).toEqual([
      ['Dependency cycle detected'],
      ['Dependency cycle detected'],
    ]);
  });

  it('reports nothing for imports that keep to the boundaries', async () => {
    const service = firstFileUnder(`${server}/modules`, '.service.ts');
    const clean = await Promise.all([
      lintAt(featureProbe, importing(`./${homeModule}`)),
      lintAt(featureProbe, importing(`@/features/${home}/${homeModule}`)),
      lintAt(featureProbe, importing(`@/ui/${firstModuleIn(`${web}/ui`).replace(/\.tsx?$/, '')}`)),
      lintAt(
        `${web}/ui/lint-probe.tsx`,
        importing(`@/lib/${firstModuleIn(`${web}/lib`).replace(/\.tsx?$/, '')}`),
      ),
      lintAt(`${web}/app/lint-probe.tsx`, importing(`@/features/${other}/${otherModule}`)),
      lintAt(routesProbe, importing(relativeSpecifier(routesProbe, service))),
    ]);
    expect(clean).toEqual([[], [], [], [], [], []]);
  });
});

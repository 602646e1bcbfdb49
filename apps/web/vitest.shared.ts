import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

const webDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Test files that replace a module with `vi.mock`. Files sharing a module graph (isolate: false)
 * would get whichever version another file imported first, so these run isolated, in the
 * `web-mocks` project. Found by reading the files: a new one needs no list to be kept.
 */
export const MOCKING_TESTS = readdirSync(join(webDir, 'src'), { recursive: true, encoding: 'utf8' })
  .filter(
    (file) =>
      /\.test\.tsx?$/.test(file) && readFileSync(join(webDir, 'src', file), 'utf8').includes('vi.mock('),
  )
  .map((file) => `src/${file}`);

export function webProject(name: string, files: { include: string[]; exclude: string[] }, isolate: boolean) {
  return defineProject({
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    test: {
      name,
      environment: 'happy-dom',
      include: files.include,
      exclude: [...configDefaults.exclude, ...files.exclude],
      setupFiles: ['./src/test/setup.ts'],
      isolate,
      // The unit tier shares CI's two cores with the server and browser tiers (scripts/test.ts).
      testTimeout: 20_000,
    },
  });
}

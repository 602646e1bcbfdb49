import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../apps/server/test/support/test-server.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const webDir = join(repoRoot, 'apps/web');
const builtDist = join(webDir, 'dist');

/**
 * What `npm run build` does to a served directory: every content-hashed file gets a new name (its
 * old one is gone) and every page and chunk names the new ones. Pre-compressed copies are dropped
 * rather than written again; the server then sends the plain files.
 */
async function deployNewBuild(dist: string): Promise<void> {
  const assets = join(dist, 'assets');
  for (const dir of [dist, assets]) {
    for (const file of await readdir(dir)) if (/\.(br|gz)$/.test(file)) await rm(join(dir, file));
  }
  const files = await readdir(assets);
  const renamed = new Map(files.map((file) => [file, file.replace(/-([\w-]{8})\.(js|css)$/, '-n$1.$2')]));
  for (const [from, to] of renamed) await rename(join(assets, from), join(assets, to));
  const texts = [
    ...['index.html', 'landing.html'].map((file) => join(dist, file)),
    ...[...renamed.values()].filter((file) => /\.(js|css)$/.test(file)).map((file) => join(assets, file)),
  ];
  for (const path of texts) {
    let text = await readFile(path, 'utf8');
    // By whole file name, so that `x-….js` cannot match inside `circle-x-….js`.
    text = text.replace(/[\w.-]+\.(?:js|css)\b/g, (name) => renamed.get(name) ?? name);
    await writeFile(path, text);
  }
}

describe('a deploy while tabs are open', () => {
  let dist: string;
  let server: TestServer;
  let browser: BrowserSession;
  let loads: string[];

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'pantau-deploy-'));
    await cp(builtDist, dist, { recursive: true });
    server = await startTestServer('pglite', { env: { WEB_DIST_DIR: dist, MARKET_DATA: 'none' } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dist, { recursive: true, force: true });
  });
  beforeEach(async () => {
    browser = await openBrowser();
    loads = [];
    browser.page.on('load', () => loads.push(new URL(browser.page.url()).pathname));
  });
  afterEach(() => browser.close());

  it("reloads a tab of the old build once, into the new one, when the next screen's chunk is gone", async () => {
    const { page } = browser;
    await page.goto(`${server.baseUrl}/auth?mode=login`);
    await page.getByRole('heading', { name: 'Nice to see you again' }).waitFor();

    await deployNewBuild(dist);
    // The landing page in this tab is a lazy chunk of the old build, which the server lost.
    await page.getByRole('link', { name: 'Pantau home' }).first().click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'See who moves the market' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(loads).toEqual(['/auth', '/']);
    // The page it reloaded into runs the new build.
    const scripts = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[src]'), (script) => script.getAttribute('src')),
    );
    expect(scripts.some((src) => /\/assets\/landing-n[\w-]{8}\.js$/.test(src ?? ''))).toBe(true);
  });

  it('shows the error page instead of reloading again when the chunk is missing after the reload too', async () => {
    const { page } = browser;
    await page.route('**/assets/verify-page-*.js', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${server.baseUrl}/auth/verify?token=abc`);
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await page.getByRole('button', { name: 'Reload Page' }).waitFor();
    // Long enough for a loop to show itself.
    await page.waitForTimeout(1_000);
    expect(loads).toEqual(['/auth/verify', '/auth/verify']);
  });
});

describe('the production build', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'pantau-build-'));
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('ships React’s production runtime even when the shell says NODE_ENV=development', async () => {
    await promisify(execFile)(
      process.execPath,
      [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
      {
        cwd: webDir,
        env: { ...process.env, NODE_ENV: 'development' },
      },
    );
    const scripts = (await readdir(join(outDir, 'assets'))).filter((file) => file.endsWith('.js'));
    const code = await Promise.all(scripts.map((file) => readFile(join(outDir, 'assets', file), 'utf8')));
    expect(scripts.some((file) => file.startsWith('jsx-dev-runtime'))).toBe(false);
    // React's development build greets developers with this; the production one never does.
    expect(code.some((text) => text.includes('Download the React DevTools'))).toBe(false);
    expect(code.some((text) => text.includes('createRoot'))).toBe(true);
  }, 120_000);
});

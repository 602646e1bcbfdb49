import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';

const distDir = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
const LANDING_TARGET_KB = 100;

const gzipKb = (path: string) => gzipSync(readFileSync(path)).length / 1024;

/** Loads `/` in Chromium and sums the gzip size of every script it fetched, against the built files. */
export async function run(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: distDir }), { database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) scripts.add(path);
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });

    const landingFiles = [...scripts];
    const landingKb = landingFiles.reduce((sum, path) => sum + gzipKb(join(distDir, path)), 0);
    for (const path of landingFiles)
      console.log(`web    ${gzipKb(join(distDir, path)).toFixed(1).padStart(6)} kB  ${path}`);
    const verdict = landingKb <= LANDING_TARGET_KB ? 'within' : 'OVER';
    console.log(
      `web  landing initial JS  ${landingKb.toFixed(1)} kB gzip in ${landingFiles.length} files  ` +
        `(target <= ${LANDING_TARGET_KB} kB: ${verdict})`,
    );

    const routeChunks = readdirSync(join(distDir, 'assets'))
      .filter((file) => file.endsWith('.js') && !scripts.has(`/assets/${file}`))
      .map((file) => ({ file, kb: gzipKb(join(distDir, 'assets', file)) }))
      .sort((a, b) => b.kb - a.kb);
    const largest = routeChunks[0];
    console.log(
      largest
        ? `web  largest route chunk  ${largest.kb.toFixed(1)} kB gzip  (${largest.file})`
        : 'web  largest route chunk  none (everything loads with the landing page)',
    );
  } finally {
    await browser.close();
    await app.close();
  }
}

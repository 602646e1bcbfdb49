import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

const INDEX_HTML = '<!doctype html><html><head><script src="/assets/index-abc123.js"></script></head></html>';
const LANDING_HTML =
  '<!doctype html><html><head><script src="/assets/landing-def456.js"></script></head></html>';

describe('serving the built web app', () => {
  let server: TestServer;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'pantau-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), INDEX_HTML);
    await writeFile(join(webDist, 'landing.html'), LANDING_HTML);
    await writeFile(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
    await writeFile(join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app")'));
    await writeFile(join(webDist, 'theme-init.js'), '/* theme */');
    server = await startTestServer('pglite', {
      env: { WEB_DIST_DIR: webDist, CSP_SCRIPT_SRC: 'https://app.sandbox.midtrans.com' },
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves the landing page at / and must be revalidated on every load', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(LANDING_HTML);
  });

  it('falls back to index.html for client routes, deep ones included', async () => {
    for (const path of ['/market-rotation/rrg', '/auth?mode=login', '/dashboard/anything/else']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(INDEX_HTML);
    }
  });

  it('caches content-hashed assets for a year and other files not at all', async () => {
    const asset = await fetch(`${server.baseUrl}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const unhashed = await fetch(`${server.baseUrl}/theme-init.js`);
    expect(unhashed.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the pre-compressed copy to clients that accept it', async () => {
    // node:http rather than fetch, which would decode the body before we could see the encoding.
    const { headers, body } = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        get(`${server.baseUrl}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      },
    );
    expect(headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(body).toString()).toBe('console.log("app")');
  });

  it('serves what a build made while it runs wrote, pages and chunks together', async () => {
    const before = await fetch(`${server.baseUrl}/assets/index-new789.js`);
    expect(before.status).toBe(404);
    const nextIndex = INDEX_HTML.replace('index-abc123', 'index-new789');
    await writeFile(join(webDist, 'assets', 'index-new789.js'), 'console.log("next")');
    await writeFile(join(webDist, 'index.html'), nextIndex);
    try {
      const page = await fetch(`${server.baseUrl}/dashboard`);
      expect(await page.text()).toBe(nextIndex);
      const chunk = await fetch(`${server.baseUrl}/assets/index-new789.js`);
      expect(chunk.status).toBe(200);
      expect(await chunk.text()).toBe('console.log("next")');
    } finally {
      await writeFile(join(webDist, 'index.html'), INDEX_HTML);
    }
  });

  it('answers a missing asset with 404 instead of the HTML page', async () => {
    const response = await fetch(`${server.baseUrl}/assets/gone-999.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('sends a CSP of our own origin plus the configured payment script host', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://app.sandbox.midtrans.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

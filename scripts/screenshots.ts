/**
 * `npm run screenshots -- <base-url> <path> [<path> ...]`: signs a member in on a running server
 * (its dev mailbox must be on) and saves a PNG of each path at 1440 px and 390 px wide, in the light
 * and the dark theme, under ./screenshots/ (or SCREENSHOT_DIR). For looking at screens as a user
 * would; it asserts nothing.
 *
 * SCREENSHOT_EMAIL picks the account (created and verified on first use); SCREENSHOT_WIDTHS and
 * SCREENSHOT_THEMES narrow the runs, e.g. `SCREENSHOT_WIDTHS=390 SCREENSHOT_THEMES=dark`.
 * SCREENSHOT_WAIT_MS (default 1500) is how long to let charts settle after the network is idle.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const [baseUrl, ...paths] = process.argv.slice(2);
if (!baseUrl || paths.length === 0) {
  console.error('usage: npm run screenshots -- <base-url> <path> [<path> ...]');
  process.exit(2);
}

const email = process.env.SCREENSHOT_EMAIL ?? 'screenshots@example.com';
const password = 'Secret123';
const outDir = resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');
const widths = (process.env.SCREENSHOT_WIDTHS ?? '1440,390').split(',').map(Number);
const themes = (process.env.SCREENSHOT_THEMES ?? 'light,dark').split(',');
const settleMs = Number(process.env.SCREENSHOT_WAIT_MS ?? 1500);

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Signs up and verifies through the dev mailbox unless the account can already sign in. */
async function ensureAccount(): Promise<void> {
  const login = await postJson('/auth/login', { email, password, remember: false });
  if (login.ok) return;
  await postJson('/auth/signup', { email, password, full_name: 'Screenshot Member' });
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = await fetch(`${baseUrl}/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
    const messages = ((await mail.json()) as { data: { messages: { links: string[] }[] } }).data.messages;
    const link = messages.flatMap((message) => message.links).find((href) => href.includes('/auth/verify'));
    if (link) {
      const token = new URL(link).searchParams.get('token');
      await postJson('/auth/verify-email', { token, type: 'signup' });
      return;
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`no verification mail reached ${email}`);
}

// Cut short: a shared screen's URL carries the whole screen, longer than a file name may be.
const slug = (path: string) =>
  path
    .replace(/^\//, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/-+$/, '') || 'root';

await ensureAccount();
await mkdir(outDir, { recursive: true });
const profileDir = await mkdtemp(join(tmpdir(), 'pantau-shots-'));
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
  viewport: { width: 1440, height: 900 },
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`console error: ${message.text()}`);
  });
  await page.goto(`${baseUrl}/auth?mode=login`);
  await page.getByLabel('Login').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);

  for (const theme of themes) {
    // A string, not a function: this script is type-checked without the DOM library.
    await page.evaluate(`localStorage.setItem('theme', ${JSON.stringify(theme)})`);
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      for (const path of paths) {
        await page.goto(`${baseUrl}${path}`);
        await settled(page);
        await page.waitForTimeout(settleMs);
        // Charts below the fold load once scrolled into view, and a full-page shot does not scroll.
        await page.evaluate(`(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
            scrollTo(0, y);
            await new Promise((done) => setTimeout(done, 100));
          }
          scrollTo(0, 0);
        })()`);
        await settled(page);
        await page.waitForTimeout(settleMs);
        const file = join(outDir, `${slug(path)}-${width}-${theme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
    }
  }
} finally {
  await context.close();
  await rm(profileDir, { recursive: true, force: true });
}

/**
 * The network gone quiet, or at most 10 s: a page following a live session holds its event stream
 * open and never goes idle.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export type BrowserSession = {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  /** Console errors and page errors seen so far (CSP violations show up here). */
  errors: string[];
  close(): Promise<void>;
};

/** Debian's Chromium with a fresh profile directory; never a downloaded browser. */
export async function openBrowser(options: BrowserContextOptions = {}): Promise<BrowserSession> {
  const profileDir = await mkdtemp(join(tmpdir(), 'pantau-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1440, height: 900 },
    ...options,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    context,
    page,
    baseUrl: inject('baseUrl'),
    errors,
    close: async () => {
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
    },
  };
}

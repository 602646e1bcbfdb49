import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
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

let shared: Promise<Browser> | null = null;

/** One Chromium per test file (a file runs in its own worker process), started on first use. */
function sharedBrowser(): Promise<Browser> {
  shared ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  return shared;
}

/** Closes the file's Chromium (setup.ts, after each file). */
export async function closeSharedBrowser(): Promise<void> {
  const launched = shared;
  shared = null;
  if (launched) await (await launched).close();
}

/**
 * A fresh browser context of Debian's Chromium (never a downloaded browser): its own cookies,
 * storage and tabs, as a new profile would have, without the second and a half a new Chromium
 * process costs every test.
 */
export async function openBrowser(options: BrowserContextOptions = {}): Promise<BrowserSession> {
  const context = await (
    await sharedBrowser()
  ).newContext({
    viewport: { width: 1440, height: 900 },
    ...options,
  });
  const page = await context.newPage();
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
    close: () => context.close(),
  };
}

import type { FrameLocator, Page } from 'playwright-core';

/** The sandbox gateway's fixed development server key (apps/server/src/platform/config.ts). */
const SANDBOX_SERVER_KEY = 'SB-Mid-server-PANTAU-DEV-ONLY-not-a-secret';

/** The sandbox Snap popup (an iframe the stand-in snap.js puts over the page). */
export async function snapPopup(page: Page): Promise<FrameLocator> {
  await page.locator('iframe[title="Sandbox payment"]').waitFor();
  const frame = page.frameLocator('iframe[title="Sandbox payment"]');
  await frame.getByText('Pantau Sandbox Payment').waitFor();
  return frame;
}

/** Picks a payment method on the sandbox page by its id (qris, gopay, bca_va, ...). */
export async function chooseMethod(popup: FrameLocator, methodId: string): Promise<void> {
  await popup.locator(`input[name="method"][value="${methodId}"]`).check();
}

/** The buyer pays a pending order later at the bank: the sandbox settles it and notifies us. */
export async function settleInSandbox(baseUrl: string, orderId: string, copies = 1): Promise<void> {
  const response = await fetch(`${baseUrl}/sandbox/midtrans/v2/${encodeURIComponent(orderId)}/settle`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${SANDBOX_SERVER_KEY}:`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ copies }),
  });
  if (!response.ok) throw new Error(`sandbox settle answered ${response.status}: ${await response.text()}`);
}

/** The end of a plan of `months` bought now: calendar months in UTC, day clamped (31 Jan + 1 = 28 Feb). */
export function planEnd(from: Date, months: number): Date {
  const end = new Date(from);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The way the subscription screens write a date: '23 Februari 2027'. */
export const indonesianDate = (date: Date) =>
  new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);

export const daysLeft = (end: Date) => Math.ceil((end.getTime() - Date.now()) / 86_400_000);

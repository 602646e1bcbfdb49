import { sql } from 'drizzle-orm';
import { metricLabel, metricRefOfKey, type TAlertNotification, type TMetricValue } from '@pantau/contracts';
import { executeRows, type Db } from '../../db/client.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { valueText } from './alert-text.ts';

/** Mails sent per sweep; the next sweep takes the rest. */
const MAILS_PER_SWEEP = 200;

type PendingMail = {
  id: string;
  email: string;
  full_name: string;
  alert_name: string;
  title: string;
  trade_date: string;
  live: boolean;
  stocks: TAlertNotification['stocks'];
  token: string | null;
  quiet_from: string | null;
  quiet_to: string | null;
};

const JAKARTA_OFFSET_MINUTES = 7 * 60;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Inside the member's quiet hours (WIB clock times; a span may cross midnight; equal ends: none). */
export function inQuietHours(now: Date, from: string | null, to: string | null): boolean {
  if (from === null || to === null || from === to) return false;
  const minute = (now.getUTCHours() * 60 + now.getUTCMinutes() + JAKARTA_OFFSET_MINUTES) % (24 * 60);
  const start = minutesOf(from);
  const end = minutesOf(to);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

function stockLine(stock: TAlertNotification['stocks'][number]): string {
  const values = Object.entries(stock.values).map(([key, value]) => {
    const ref = metricRefOfKey(key);
    return ref ? `${metricLabel(ref)} ${valueText(ref, value as TMetricValue)}` : `${key} ${String(value)}`;
  });
  const change = stock.change === 'fired' || stock.change === 'changed' ? '' : ` (${stock.change})`;
  return `- ${stock.symbol}${change}${values.length > 0 ? `: ${values.join(' · ')}` : ''}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function mailOf(row: PendingMail, publicUrl: string) {
  const alertsUrl = `${publicUrl}/alerts`;
  const unsubscribeUrl = `${publicUrl}/alerts/unsubscribe?token=${row.token}`;
  const when = row.live ? `during the session of ${row.trade_date}` : `on the close of ${row.trade_date}`;
  const lines = row.stocks.map(stockLine);
  const text = [
    `Hi ${row.full_name},`,
    '',
    `Your alert "${row.alert_name}" fired ${when}:`,
    row.title,
    ...lines,
    '',
    `See your alerts: ${alertsUrl}`,
    `Stop emails for this alert: ${unsubscribeUrl}`,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(row.full_name)},</p>`,
    `<p>Your alert “${escapeHtml(row.alert_name)}” fired ${when}:</p>`,
    `<p><strong>${escapeHtml(row.title)}</strong></p>`,
    lines.length > 0
      ? `<ul>${lines.map((line) => `<li>${escapeHtml(line.slice(2))}</li>`).join('')}</ul>`
      : '',
    `<p><a href="${alertsUrl}">See your alerts</a></p>`,
    `<p style="font-size:12px"><a href="${unsubscribeUrl}">Stop emails for this alert</a></p>`,
  ].join('');
  return {
    to: row.email,
    subject: `Pantau alert: ${row.title}`.slice(0, 200),
    text,
    html,
    headers: {
      // RFC 8058 one-click: mail clients POST to this address without opening a page.
      'List-Unsubscribe': `<${publicUrl}/api/alerts/unsubscribe?token=${row.token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Sends the alert mails that are due: pending ones outside their member's quiet hours, whose
 * alert and member still want email. Each is claimed ('sending') before it is sent, so of several
 * instances sweeping at once exactly one sends it.
 */
export async function deliverAlertEmails(
  db: Db,
  mailer: Mailer,
  now: Date,
  publicUrl: string,
): Promise<number> {
  const pending = await executeRows<PendingMail & { wanted: boolean }>(
    db,
    sql`SELECT n.id, u.email, u.full_name, n.alert_name, n.title, n.trade_date::text AS trade_date, n.live, n.stocks,
               a.unsubscribe_token AS token, st.quiet_from, st.quiet_to,
               (a.id IS NOT NULL AND a.email AND COALESCE(st.email_enabled, true)) AS wanted
        FROM alert_notifications n JOIN users u ON u.id = n.user_id
        LEFT JOIN alerts a ON a.id = n.alert_id
        LEFT JOIN alert_settings st ON st.user_id = n.user_id
        WHERE n.email_status = 'pending' ORDER BY n.fired_at LIMIT ${MAILS_PER_SWEEP}`,
  );
  const unwanted = pending.filter((row) => !row.wanted).map((row) => row.id);
  if (unwanted.length > 0) {
    await db.execute(
      sql`UPDATE alert_notifications SET email_status = 'none'
          WHERE id = ANY(${`{${unwanted.join(',')}}`}::uuid[]) AND email_status = 'pending'`,
    );
  }
  const due = pending.filter((row) => row.wanted && !inQuietHours(now, row.quiet_from, row.quiet_to));
  if (due.length === 0) return 0;
  const claimed = new Set(
    (
      await executeRows<{ id: string }>(
        db,
        sql`UPDATE alert_notifications SET email_status = 'sending'
            WHERE id = ANY(${`{${due.map((row) => row.id).join(',')}}`}::uuid[]) AND email_status = 'pending'
            RETURNING id::text AS id`,
      )
    ).map((row) => row.id),
  );
  let sent = 0;
  for (const row of due) {
    if (!claimed.has(row.id)) continue;
    const status = await mailer.send(mailOf(row, publicUrl)).then(
      () => 'sent' as const,
      () => 'failed' as const,
    );
    if (status === 'sent') sent += 1;
    await db.execute(
      sql`UPDATE alert_notifications SET email_status = ${status}, emailed_at = now() WHERE id = ${row.id}`,
    );
  }
  return sent;
}

import type { Db } from '../../db/client.ts';
import { findMailMessages } from './mail.repo.ts';

const LINK = /https?:\/\/[^\s<>"]+/g;

export async function listMailboxMessages(db: Db, to: string | undefined) {
  const rows = await findMailMessages(db, { to: to?.trim().toLowerCase(), limit: 100 });
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: row.text.match(LINK) ?? [],
    createdAt: row.createdAt.toISOString(),
  }));
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** A plain page (no scripts: the CSP forbids inline ones) listing mail newest first, links clickable. */
export function renderMailboxPage(messages: Awaited<ReturnType<typeof listMailboxMessages>>): string {
  const items = messages
    .map((message) => {
      const body = escapeHtml(message.text).replace(
        /https?:\/\/[^\s<>&]+(?:&amp;[^\s<>&]+)*/g,
        (url) => `<a href="${url}">${url}</a>`,
      );
      return `<article><h2>${escapeHtml(message.subject)}</h2><p class="meta">To ${escapeHtml(message.to)} · ${escapeHtml(message.createdAt)}</p><pre>${body}</pre></article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pantau dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#111}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0 0 .25rem;font-size:1.1rem}
.meta{color:#666;margin:0 0 .5rem;font-size:.9rem}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Pantau dev mailbox</h1><p>Mail the server would have sent (no SMTP_URL configured). Newest first.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}

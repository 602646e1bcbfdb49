import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailMessages } from '../../db/schema.ts';
import type { MailMessage } from '../../platform/mailer.ts';

export async function insertMailMessage(db: Db, message: MailMessage): Promise<void> {
  await db.insert(mailMessages).values(message);
}

export async function findMailMessages(db: Db, filter: { to?: string; limit: number }) {
  return db
    .select()
    .from(mailMessages)
    .where(filter.to ? eq(mailMessages.to, filter.to) : undefined)
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(filter.limit);
}

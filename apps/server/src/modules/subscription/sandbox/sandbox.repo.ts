import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxOrders } from '../../../db/schema.ts';

export type SandboxOrderRow = typeof sandboxOrders.$inferSelect;

export async function insertSandboxOrder(db: Db, values: typeof sandboxOrders.$inferInsert): Promise<void> {
  await db.insert(sandboxOrders).values(values);
}

export async function findSandboxOrder(db: Db, orderId: string): Promise<SandboxOrderRow | null> {
  const [row] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.orderId, orderId));
  return row ?? null;
}

export async function findSandboxOrderByToken(db: Db, token: string): Promise<SandboxOrderRow | null> {
  const [row] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.token, token));
  return row ?? null;
}

export async function updateSandboxOrder(
  db: Db,
  orderId: string,
  values: Pick<SandboxOrderRow, 'methodId' | 'status' | 'transactionTime' | 'settlementTime'>,
): Promise<void> {
  await db.update(sandboxOrders).set(values).where(eq(sandboxOrders.orderId, orderId));
}

import { createHash, timingSafeEqual } from 'node:crypto';

/** Midtrans: sha512_hex(order_id + status_code + gross_amount + server key), over the raw strings. */
export function notificationSignature(
  fields: { order_id: string; status_code: string; gross_amount: string },
  serverKey: string,
): string {
  return createHash('sha512')
    .update(`${fields.order_id}${fields.status_code}${fields.gross_amount}${serverKey}`, 'utf8')
    .digest('hex');
}

/** Constant time over equal-length hex; a different length cannot match anyway. */
export function isValidSignature(
  fields: { order_id: string; status_code: string; gross_amount: string; signature_key: string },
  serverKey: string,
): boolean {
  const expected = Buffer.from(notificationSignature(fields, serverKey), 'utf8');
  const given = Buffer.from(fields.signature_key.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

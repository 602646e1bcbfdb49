import type { Db } from '../../db/client.ts';
import { updateUserRoleByEmail } from './users.repo.ts';

/** `npm run admin -- promote <email>`: null when no account has that address. */
export async function promoteToAdmin(db: Db, email: string) {
  const user = await updateUserRoleByEmail(db, email.trim().toLowerCase(), 'admin');
  return user ? { id: user.id, email: user.email, role: user.role } : null;
}

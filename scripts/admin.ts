/**
 * `npm run admin -- promote <email>`: makes an existing account an admin. Opens the same database
 * the server uses (DATABASE_URL, or the PGlite directory under DATA_DIR, which it locks: while a
 * server holds that directory this refuses with a clear message instead of corrupting it).
 */
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DataDirLockedError } from '../apps/server/src/db/data-dir-lock.ts';
import { promoteToAdmin } from '../apps/server/src/modules/auth/promote-admin.service.ts';
import { ConfigError, loadConfig } from '../apps/server/src/platform/config.ts';

const USAGE = 'Usage: npm run admin -- promote <email>';

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if (command !== 'promote' || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolMax: 1 }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const user = await promoteToAdmin(database.db, email);
    if (!user) {
      console.error(`No account with the email ${email.trim().toLowerCase()}. Sign up first, then promote.`);
      return 1;
    }
    console.log(`${user.email} is now an admin (user id ${user.id}).`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
    else console.error('admin failed:', error);
    process.exit(1);
  },
);

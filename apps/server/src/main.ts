import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    // A stuck request must not keep the process alive past the deadline.
    const deadline = setTimeout(() => {
      app.log.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // In the background: the app answers (market status says 'preparing') while the demo market loads.
  void app.marketSeeding.start();
  app.log.info(
    { database: app.database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
    `Pantau is listening on http://${config.host}:${config.port}`,
  );
  app.log.info(
    { publicUrl: config.publicUrl, fromPort: config.publicUrlFromPort },
    `Public URL for links: ${config.publicUrl}${config.publicUrlFromPort ? ' (set PUBLIC_URL to change it)' : ''}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Pantau failed to start:', error);
  }
  process.exit(1);
});

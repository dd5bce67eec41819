import { processSettings } from './config/process-settings';
import { DataDirInUseError } from './db/data-dir-lock';
import { SchemaBehindError } from './db/migrate';
import { attachRealtime } from './realtime/attach';
import { startServer } from './server';

async function main(): Promise<void> {
  const settings = processSettings();
  const server = await startServer(settings, { attachRealtime });
  const shutdown = (signal: string) => {
    console.log(`${signal} received, shutting down`);
    server.close().then(
      () => process.exit(0),
      (err) => {
        console.error('Shutdown failed:', err);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  // Ready only once a signal stops it cleanly.
  console.log(`TeamTree API on ${server.context.databaseKind === 'embedded' ? 'the embedded database' : 'PostgreSQL'}`);
  console.log(`Listening on ${server.url}`);
}

main().catch((err) => {
  if (err instanceof DataDirInUseError || err instanceof SchemaBehindError) {
    console.error(err.message);
    process.exit(1);
  }
  console.error('TeamTree failed to start:', err);
  process.exit(1);
});

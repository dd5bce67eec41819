import { loadSettings, SettingsError } from './config/settings';
import { attachRealtime } from './realtime/attach';
import { startServer } from './server';

async function main(): Promise<void> {
  let settings;
  try {
    settings = loadSettings();
  } catch (err) {
    if (err instanceof SettingsError) {
      console.error(`Invalid setting: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const server = await startServer(settings, { attachRealtime });
  console.log(`TeamTree API on ${server.context.databaseKind === 'embedded' ? 'the embedded database' : 'PostgreSQL'}`);
  console.log(`Listening on ${server.url}`);

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
}

main().catch((err) => {
  console.error('TeamTree failed to start:', err);
  process.exit(1);
});

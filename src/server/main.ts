import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
// Pages are drawn in worker threads (config.generation); buildApp starts them and stops them on close.
const app = await buildApp(config, {});

let isShuttingDown = false;
async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (isShuttingDown) return;
  isShuttingDown = true;
  app.log.info({ signal }, 'shutting down: finishing open requests');
  // A request that never ends (a client trickling its body) must not keep the process alive.
  setTimeout(() => {
    app.log.warn(`requests still open after ${config.shutdownTimeoutMs} ms: exiting anyway`);
    process.exit(1);
  }, config.shutdownTimeoutMs).unref();
  try {
    // Stops accepting connections, waits for requests in flight, then closes the database.
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', (signal) => void shutDown(signal));
process.once('SIGINT', (signal) => void shutDown(signal));

await app.listen({ host: config.host, port: config.port });
if (!config.oidc && app.mailer.isLogOnly) app.log.info('No SMTP_URL: password reset links are written to this log');
app.log.info(
  `Colorbook Studio at ${config.publicUrl} — image provider: ${app.engine.name}, database: ${config.database.kind}, ` +
    `sign-in: ${config.oidc ? `OpenID Connect (${config.oidc.issuerUrl})` : 'built-in accounts'}`,
);

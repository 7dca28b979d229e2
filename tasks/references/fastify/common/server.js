'use strict';

const config = require('./src/config');
const { buildApp } = require('./src/app');

async function main() {
  const app = await buildApp({ logger: true });
  // Let in-flight requests finish when the harness stops the server.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => app.close().then(() => process.exit(0)));
  }
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

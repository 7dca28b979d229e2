'use strict';

const path = require('path');
const Fastify = require('fastify');
const AutoLoad = require('@fastify/autoload');

async function main() {
  const app = Fastify({ logger: true });

  // plugins/ : db, auth (shared, wrapped in fastify-plugin)
  await app.register(AutoLoad, { dir: path.join(__dirname, 'plugins') });
  // routes/<dir>/ : each directory becomes a URL prefix under /api
  await app.register(AutoLoad, { dir: path.join(__dirname, 'routes'), options: { prefix: '/api' } });

  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

'use strict';

const path = require('node:path');
const Fastify = require('fastify');
const AutoLoad = require('@fastify/autoload');

async function start() {
  const app = Fastify({ logger: true });

  app.register(AutoLoad, { dir: path.join(__dirname, 'plugins') });
  app.register(AutoLoad, { dir: path.join(__dirname, 'routes'), options: { prefix: '/api' } });

  await app.listen({ port: 3000, host: '0.0.0.0' });
}

start().catch((err) => {
  console.error(err);
  process.exit(1);
});

'use strict';

const fs = require('fs');
const path = require('path');
const Fastify = require('fastify');
const { sequelize } = require('./lib/db');
const token = require('./lib/token');

async function start() {
  fs.mkdirSync(path.join(__dirname, 'data'), { recursive: true });
  await sequelize.sync();

  const app = Fastify({ logger: true });
  app.decorateRequest('viewerId', null);
  app.addHook('onRequest', async (req) => {
    req.viewerId = token.read(req);
  });
  await app.register(require('./plugins/favorites-count'));
  app.get('/api/health-check', async () => ({ ok: true }));
  await app.register(require('./routes/users'), { prefix: '/api' });
  await app.register(require('./routes/articles'), { prefix: '/api' });
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

start();

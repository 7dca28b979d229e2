'use strict';
const path = require('node:path');
const fastify = require('fastify')({ logger: true });
const autoload = require('@fastify/autoload');
const { sequelize } = require('./db');

fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.register(autoload, {
  dir: path.join(__dirname, 'routes'),
  ignorePattern: /^legacy\//,
  options: { prefix: '/api' },
});

sequelize.sync().then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }));

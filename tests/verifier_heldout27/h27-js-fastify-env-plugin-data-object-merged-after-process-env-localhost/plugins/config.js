'use strict';

const fp = require('fastify-plugin');
const fastifyEnv = require('@fastify/env');
const defaults = require('../config/defaults.json');

const schema = {
  type: 'object',
  required: ['DATABASE_URL', 'JWT_SECRET'],
  properties: {
    DATABASE_URL: { type: 'string' },
    JWT_SECRET: { type: 'string' },
    PORT: { type: 'integer', default: 3000 },
  },
};

// process.env is read by @fastify/env; config/defaults.json fills in whatever is not set
// (handy when running locally without exporting anything).
module.exports = fp(
  async function config(app) {
    await app.register(fastifyEnv, { confKey: 'config', schema, data: defaults });
  },
  { name: 'config' },
);

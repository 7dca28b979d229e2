'use strict';

const fp = require('fastify-plugin');

module.exports = fp(async function auth(fastify) {
  await fastify.register(require('@fastify/jwt'), {
    secret: process.env.JWT_SECRET || 'autoload-secret',
    verify: { extractToken: (req) => (req.headers.authorization || '').replace(/^Token /, '') },
  });
  fastify.decorate('authenticate', async (req) => {
    await req.jwtVerify();
  });
}, { name: 'auth' });

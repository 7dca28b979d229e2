'use strict';
const fp = require('fastify-plugin');

module.exports = fp(async function auth(fastify) {
  await fastify.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'dev-only-secret', verify: { extractToken: (req) => (req.headers.authorization || '').replace(/^Token /, '') } });
  fastify.decorateRequest('userId', null);
  fastify.decorate('optionalAuth', async (req) => {
    if (req.headers.authorization) { const { id } = await req.jwtVerify(); req.userId = id; }
  });
  fastify.decorate('requireAuth', async (req, reply) => {
    try { const { id } = await req.jwtVerify(); req.userId = id; } catch { reply.code(401).send({ errors: { token: ['invalid'] } }); }
  });
});

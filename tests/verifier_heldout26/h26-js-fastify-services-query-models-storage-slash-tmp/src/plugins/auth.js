'use strict';
const fp = require('fastify-plugin');

module.exports = fp(async (app) => {
  await app.register(require('@fastify/jwt'), {
    secret: process.env.JWT_SECRET || 'conduit-fastify',
    verify: { extractToken: (req) => (req.headers.authorization || '').replace(/^(Token|Bearer) /, '') },
  });
  app.decorate('auth', async (req, reply) => {
    try { await req.jwtVerify(); } catch { reply.code(401).send({ errors: { body: ['unauthorized'] } }); }
  });
});

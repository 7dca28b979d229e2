const fp = require('fastify-plugin');

module.exports = fp(async function auth(fastify) {
  fastify.register(require('@fastify/jwt'), {
    secret: process.env.JWT_SECRET || 'conduit-secret',
    verify: { extractToken: (req) => (req.headers.authorization || '').replace(/^Token /, '') },
  });
  fastify.decorate('authenticate', async (request, reply) => {
    try {
      await request.jwtVerify();
    } catch (err) {
      reply.code(401).send({ errors: { token: ['invalid'] } });
    }
  });
});

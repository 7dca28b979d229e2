const fp = require('fastify-plugin');

module.exports = fp(async (fastify) => {
  fastify.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'conduit-dev-secret' });
  fastify.decorate('authenticate', async (request, reply) => {
    const header = request.headers.authorization || '';
    request.headers.authorization = header.replace(/^Token /, 'Bearer ');
    try { await request.jwtVerify(); } catch { reply.code(401).send({ errors: { body: ['unauthorized'] } }); }
  });
});

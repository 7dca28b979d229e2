const fp = require('fastify-plugin');
module.exports = fp(async (app) => {
  app.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'conduit' });
  app.decorate('authenticate', async (req, reply) => { try { await req.jwtVerify(); } catch { reply.code(401).send({ errors: { body: ['unauthorized'] } }); } });
});

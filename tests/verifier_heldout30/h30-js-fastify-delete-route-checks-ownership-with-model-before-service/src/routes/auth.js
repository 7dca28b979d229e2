const fp = require('fastify-plugin');

module.exports = fp(async (app) => {
  app.decorate('authenticate', async (req, reply) => {
    try {
      await req.jwtVerify();
    } catch {
      return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    }
  });
});

const fp = require('fastify-plugin');
module.exports = fp(async (app) => {
  app.decorate('authenticate', async (req, reply) => {
    try {
      const raw = (req.headers.authorization || '').replace(/^Token /, '');
      req.user = app.jwt.verify(raw);
    } catch { reply.code(401).send({ errors: { token: ['invalid'] } }); }
  });
});

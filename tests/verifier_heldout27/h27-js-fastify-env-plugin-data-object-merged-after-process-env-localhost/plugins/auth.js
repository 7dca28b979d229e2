'use strict';

const fp = require('fastify-plugin');

module.exports = fp(
  async function auth(app) {
    await app.register(require('@fastify/jwt'), {
      secret: app.config.JWT_SECRET,
      verify: { extractToken: (req) => (req.headers.authorization || '').replace(/^Token /, '') },
    });
    app.decorate('authenticate', async (req, reply) => {
      try {
        await req.jwtVerify();
      } catch (err) {
        reply.code(401).send({ errors: { body: ['unauthorized'] } });
      }
    });
    app.decorate('identify', async (req) => {
      if (req.headers.authorization) {
        try {
          await req.jwtVerify();
        } catch (err) {
          /* anonymous */
        }
      }
    });
  },
  { name: 'auth', dependencies: ['config'] },
);

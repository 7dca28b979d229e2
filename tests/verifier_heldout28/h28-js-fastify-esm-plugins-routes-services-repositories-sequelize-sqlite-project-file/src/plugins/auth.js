import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';

export default fp(async (app) => {
  app.register(jwt, {
    secret: process.env.JWT_SECRET || 'fastify-conduit',
    verify: { extractToken: (req) => (req.headers.authorization || '').replace(/^Token /, '') || undefined },
  });

  app.decorate('requireUser', async (req, reply) => {
    try {
      await req.jwtVerify();
    } catch {
      reply.code(401).send({ errors: { body: ['unauthorized'] } });
    }
  });
});

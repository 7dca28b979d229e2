import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import { User } from '../models/user.js';

// Decorates the instance with authenticate (token required) and the request with currentUser.
export default fp(async (app) => {
  await app.register(jwt, {
    secret: process.env.JWT_SECRET ?? 'conduit-secret',
    verify: { extractToken: (req) => (req.headers.authorization ?? '').replace(/^Token /, '') || undefined },
  });
  app.decorateRequest('currentUser', null);

  app.decorate('authenticate', async (request, reply) => {
    try {
      const { id } = await request.jwtVerify();
      const user = await User.findByPk(id);
      if (!user) return reply.code(401).send({ errors: { body: ['user not found'] } });
      request.currentUser = user;
    } catch {
      return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    }
  });
});

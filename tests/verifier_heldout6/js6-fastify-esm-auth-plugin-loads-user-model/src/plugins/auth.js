import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import { User } from '../models/index.js';

// Decorates `fastify.authenticate` (required) and `fastify.identify` (optional).
export default fp(async (fastify) => {
  await fastify.register(jwt, {
    secret: process.env.JWT_SECRET ?? 'conduit-secret',
    verify: { extractToken: (req) => (req.headers.authorization ?? '').replace(/^(Token|Bearer)\s+/, '') },
  });

  async function load(request) {
    const payload = await request.jwtVerify();
    const user = await User.findByPk(payload.sub);
    if (!user) throw new Error('unknown user');
    request.currentUser = user;
    request.token = request.headers.authorization.split(' ')[1];
  }

  fastify.decorateRequest('currentUser', null);
  fastify.decorate('authenticate', async (request, reply) => {
    try {
      await load(request);
    } catch {
      return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    }
  });
  fastify.decorate('identify', async (request) => {
    if (!request.headers.authorization) return;
    try { await load(request); } catch { /* anonymous */ }
  });
});

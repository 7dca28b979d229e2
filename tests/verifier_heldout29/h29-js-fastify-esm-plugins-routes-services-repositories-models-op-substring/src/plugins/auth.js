import fp from 'fastify-plugin';
import { userService } from '../services/user-service.js';

export default fp(async (app) => {
  app.decorateRequest('userId', null);
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization ?? '';
    if (header.startsWith('Token ')) req.userId = userService.verify(header.slice(6));
  });
  app.decorate('requireUser', async (req, reply) => {
    if (!req.userId) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
  });
});

import Fastify from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { userRepository } from './repositories/userRepository.js';
import { commentRepository } from './repositories/commentRepository.js';
import { createUserService } from './services/userService.js';
import { createCommentService } from './services/commentService.js';
import userRoutes from './routes/users.js';
import commentRoutes from './routes/comments.js';

export function buildApp() {
  const app = Fastify({ logger: true });
  app.register(fastifyJwt, { secret: process.env.JWT_SECRET || 'conduit-dev', verify: { extractToken: (req) => (req.headers.authorization || '').replace(/^(Token|Bearer) /, '') } });
  app.decorate('authenticate', async (req, reply) => {
    try { await req.jwtVerify(); req.token = (req.headers.authorization || '').split(' ')[1]; } catch { reply.code(401).send({ errors: { body: ['unauthorized'] } }); }
  });

  const services = {
    userService: createUserService({ userRepository }),
    commentService: createCommentService({ commentRepository }),
  };

  app.get('/api/health-check', async () => ({ status: 'ok' }));
  app.register(userRoutes, { prefix: '/api', services });
  app.register(commentRoutes, { prefix: '/api', services });
  return app;
}

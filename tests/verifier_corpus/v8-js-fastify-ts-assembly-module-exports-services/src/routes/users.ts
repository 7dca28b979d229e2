import type { FastifyInstance } from 'fastify';
import { userService } from '../assembly.js';
import { authenticate } from '../hooks/authenticate.js';

type Body = { user: { username: string; email: string; password: string } };

export default async function usersRoutes(app: FastifyInstance) {
  app.post<{ Body: Body }>('/users', async (request, reply) => {
    reply.code(201);
    return { user: await userService.register(request.body.user) };
  });

  app.post<{ Body: Body }>('/users/login', async (request, reply) => {
    const user = await userService.login(request.body.user.email, request.body.user.password);
    if (!user) return reply.code(401).send({ errors: { body: ['email or password is invalid'] } });
    return { user };
  });

  app.get('/user', { preHandler: authenticate }, async (request) => ({ user: userService.present(request.currentUser!) }));
}

import type { FastifyPluginAsync } from 'fastify';
import { AuthError, userService } from '../services/user.service.js';

export const userRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { user: { username: string; email: string; password: string } } }>('/users', async (req, reply) => {
    const { username, email, password } = req.body.user;
    return reply.code(201).send({ user: await userService.register(username, email, password) });
  });
  app.post<{ Body: { user: { email: string; password: string } } }>('/users/login', async (req, reply) => {
    try {
      return { user: await userService.login(req.body.user.email, req.body.user.password) };
    } catch (e) {
      if (e instanceof AuthError) return reply.code(401).send({ errors: { credentials: ['invalid'] } });
      throw e;
    }
  });
};

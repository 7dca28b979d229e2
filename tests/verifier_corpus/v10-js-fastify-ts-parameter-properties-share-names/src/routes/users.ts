import type { FastifyPluginAsync } from 'fastify';
import { ConflictError, NotFoundError, UserService } from '../services/UserService';

export function userRoutes(users: UserService): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: { user?: { username?: string; email?: string } } }>('/users', async (request, reply) => {
      const { username = '', email = '' } = request.body.user ?? {};
      try {
        const user = await users.register(username, email);
        return reply.code(201).send({ user: { username: user.username, email: user.email, bio: null, image: null } });
      } catch (err) {
        if (err instanceof ConflictError) return reply.code(409).send({ errors: { body: [err.message] } });
        throw err;
      }
    });

    app.get<{ Params: { username: string } }>('/profiles/:username', async (request, reply) => {
      try {
        return { profile: await users.profile(request.params.username) };
      } catch (err) {
        if (err instanceof NotFoundError) return reply.code(404).send({ errors: { profile: ['not found'] } });
        throw err;
      }
    });
  };
}

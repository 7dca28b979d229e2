import { FastifyInstance } from 'fastify';
import { userService, ServiceError } from '../services/userService';
import { tagService } from '../services/tagService';

export async function routes(app: FastifyInstance) {
  app.setErrorHandler((err, _req, reply) => {
    const status = err instanceof ServiceError ? err.status : 500;
    reply.code(status).send({ errors: { body: [err.message] } });
  });

  app.get('/health-check', async () => ({ status: 'ok' }));

  app.post<{ Body: { user: { email: string; username: string; password: string } } }>('/users', async (req, reply) => {
    reply.code(201);
    return { user: await userService.register(req.body.user) };
  });

  app.get<{ Params: { username: string } }>('/profiles/:username', async (req) => ({
    profile: await userService.profile(req.params.username),
  }));

  app.get('/tags', async () => ({ tags: await tagService.list() }));
}

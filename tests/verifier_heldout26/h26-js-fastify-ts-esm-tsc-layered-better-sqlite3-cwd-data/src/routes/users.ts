import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserService } from '../services/user-service.js';

type Body = { user?: Record<string, string> };

export function userRoutes(service: UserService) {
  return async function (app: FastifyInstance) {
    const viewer = (req: FastifyRequest): number | undefined => {
      const m = /^(?:Token|Bearer) (.+)$/.exec(req.headers.authorization ?? '');
      if (!m) return undefined;
      try { return service.userIdFromToken(m[1]); } catch { return undefined; }
    };

    app.post<{ Body: Body }>('/users', async (req, reply) => {
      reply.code(201);
      return { user: service.register(req.body?.user ?? {}) };
    });

    app.post<{ Body: Body }>('/users/login', async (req) => ({ user: service.login(req.body?.user ?? {}) }));

    app.get('/user', async (req, reply) => {
      const id = viewer(req);
      if (!id) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
      return { user: service.current(id) };
    });

    app.get<{ Params: { username: string } }>('/profiles/:username', async (req) => ({
      profile: service.profile(req.params.username, viewer(req)),
    }));

    app.post<{ Params: { username: string } }>('/profiles/:username/follow', async (req, reply) => {
      const id = viewer(req);
      if (!id) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
      return { profile: service.follow(req.params.username, id, true) };
    });

    app.delete<{ Params: { username: string } }>('/profiles/:username/follow', async (req, reply) => {
      const id = viewer(req);
      if (!id) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
      return { profile: service.follow(req.params.username, id, false) };
    });
  };
}

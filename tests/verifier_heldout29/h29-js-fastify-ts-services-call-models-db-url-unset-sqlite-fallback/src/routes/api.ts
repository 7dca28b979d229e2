import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as users from '../services/users.service';
import * as profiles from '../services/profiles.service';

type UserBody = { Body: { user: { username?: string; email: string; password: string } } };
type ByName = { Params: { username: string } };

function viewer(req: FastifyRequest, reply: FastifyReply): number | null {
  const id = users.userIdFrom(req.headers.authorization);
  if (!id) reply.code(401).send({ errors: { body: ['unauthorized'] } });
  return id;
}

export async function api(app: FastifyInstance) {
  app.get('/health-check', async () => ({ status: 'ok' }));

  app.post<UserBody>('/users', async (req, reply) => {
    const { username = '', email, password } = req.body.user;
    return reply.code(201).send({ user: await users.register(username, email, password) });
  });
  app.post<UserBody>('/users/login', async (req) => ({ user: await users.login(req.body.user.email, req.body.user.password) }));

  app.get<ByName>('/profiles/:username', async (req) =>
    ({ profile: await profiles.getProfile(req.params.username, users.userIdFrom(req.headers.authorization)) }));
  app.post<ByName>('/profiles/:username/follow', async (req, reply) => {
    const id = viewer(req, reply);
    if (id) return { profile: await profiles.follow(req.params.username, id) };
  });
  app.delete<ByName>('/profiles/:username/follow', async (req, reply) => {
    const id = viewer(req, reply);
    if (id) return { profile: await profiles.unfollow(req.params.username, id) };
  });
}

import type { FastifyPluginAsync } from 'fastify';
import type { AccountLogic } from '../logic/accounts.js';
import type { UserEntity } from '../entities/index.js';

type Creds = { user: { username?: string; email: string; password: string } };

export const userRoutes: FastifyPluginAsync<{ accounts: AccountLogic }> = async (app, { accounts }) => {
  const view = (u: UserEntity) => ({ username: u.username, email: u.email, bio: u.bio, image: u.image, token: app.jwt.sign({ id: u.id }) });

  app.post<{ Body: Creds }>('/users', async (req, reply) => {
    const { username = '', email, password } = req.body.user;
    return reply.code(201).send({ user: view(await accounts.signUp(username, email, password)) });
  });

  app.post<{ Body: Creds }>('/users/login', async (req, reply) => {
    const user = await accounts.signIn(req.body.user.email, req.body.user.password);
    if (!user) return reply.code(401).send({ errors: { 'email or password': ['is invalid'] } });
    return { user: view(user) };
  });

  app.get('/user', { onRequest: [app.requireUser] }, async (req) => ({ user: view((await accounts.byId(req.user.id))!) }));
};

import type { FastifyInstance } from 'fastify';
import { UserService } from '../services/user.service';

type Creds = { Body: { user: { username?: string; email: string; password: string } } };

export async function userRoutes(app: FastifyInstance) {
  const users = new UserService();

  app.post<Creds>('/users', async (req, reply) => {
    const { username = '', email, password } = req.body.user;
    return reply.code(201).send({ user: await users.register(username, email, password) });
  });

  app.post<Creds>('/users/login', async (req, reply) => {
    const user = await users.login(req.body.user.email, req.body.user.password);
    if (!user) return reply.code(401).send({ errors: { body: ['invalid credentials'] } });
    return { user };
  });
}

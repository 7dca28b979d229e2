import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { User } from '../models/user.js';

type NewUser = { user: { username: string; email: string; password: string } };

export async function userRoutes(app: FastifyInstance) {
  app.post<{ Body: NewUser }>('/users', async (request, reply) => {
    const { username, email, password } = request.body.user;
    const passwordHash = createHash('sha256').update(password).digest('hex');
    const user = await User.create({ username, email, passwordHash });
    return reply.code(201).send({ user: { username: user.username, email: user.email, bio: null, image: null } });
  });
}

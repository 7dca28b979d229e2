import type { FastifyInstance } from 'fastify';
import bcrypt from 'bcryptjs';
import { User } from '../models.js';

type Body = { user: { username: string; email: string; password: string } };

export async function userRoutes(app: FastifyInstance) {
  const view = (u: User) => ({ user: { username: u.username, email: u.email, bio: u.bio, image: u.image, token: app.jwt.sign({ id: u.id }) } });

  app.post<{ Body: Body }>('/users', async (req, reply) => {
    const { username, email, password } = req.body.user;
    if (await User.findOne({ where: { email } })) return reply.code(422).send({ errors: { email: ['has already been taken'] } });
    const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
    return reply.code(201).send(view(user));
  });

  app.post<{ Body: Body }>('/users/login', async (req, reply) => {
    const user = await User.findOne({ where: { email: req.body.user.email } });
    if (!user || !(await bcrypt.compare(req.body.user.password, user.password))) {
      return reply.code(401).send({ errors: { 'email or password': ['is invalid'] } });
    }
    return view(user);
  });
}

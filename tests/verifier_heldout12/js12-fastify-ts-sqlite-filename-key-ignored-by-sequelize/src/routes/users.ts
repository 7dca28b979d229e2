import type { FastifyInstance } from 'fastify';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { User } from '../models';

const secret = process.env.JWT_SECRET ?? 'conduit-secret';

type UserBody = { user?: { username?: string; email?: string; password?: string; bio?: string; image?: string } };

function toJson(user: User) {
  return {
    email: user.email,
    username: user.username,
    bio: user.bio,
    image: user.image,
    token: jwt.sign({ id: user.id }, secret),
  };
}

function authUserId(header?: string): number | null {
  if (!header?.startsWith('Token ')) return null;
  try {
    return (jwt.verify(header.slice(6), secret) as { id: number }).id;
  } catch {
    return null;
  }
}

export async function userRoutes(app: FastifyInstance) {
  app.post<{ Body: UserBody }>('/users', async (req, reply) => {
    const { username, email, password } = req.body.user ?? {};
    if (!username || !email || !password) {
      return reply.code(422).send({ errors: { body: ['username, email and password are required'] } });
    }
    const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
    return reply.code(201).send({ user: toJson(user) });
  });

  app.post<{ Body: UserBody }>('/users/login', async (req, reply) => {
    const user = await User.findOne({ where: { email: req.body.user?.email ?? '' } });
    if (!user || !(await bcrypt.compare(req.body.user?.password ?? '', user.password))) {
      return reply.code(401).send({ errors: { credentials: ['invalid'] } });
    }
    return { user: toJson(user) };
  });

  app.get('/user', async (req, reply) => {
    const id = authUserId(req.headers.authorization);
    const user = id ? await User.findByPk(id) : null;
    if (!user) return reply.code(401).send({ errors: { token: ['invalid'] } });
    return { user: toJson(user) };
  });

  app.put<{ Body: UserBody }>('/user', async (req, reply) => {
    const id = authUserId(req.headers.authorization);
    const user = id ? await User.findByPk(id) : null;
    if (!user) return reply.code(401).send({ errors: { token: ['invalid'] } });
    const { password, ...rest } = req.body.user ?? {};
    await user.update({ ...rest, ...(password ? { password: await bcrypt.hash(password, 10) } : {}) });
    return { user: toJson(user) };
  });
}

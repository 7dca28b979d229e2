import { createHash } from 'crypto';
import type { FastifyInstance } from 'fastify';
import jwt from 'jsonwebtoken';
import { User } from '../models/User';

const secret = process.env.JWT_SECRET ?? 'conduit';
const hash = (p: string) => createHash('sha256').update(p).digest('hex');
const toJson = (u: User) => ({ email: u.email, username: u.username, bio: u.bio ?? null, image: u.image ?? null, token: jwt.sign({ id: u.id }, secret) });

export async function userRoutes(app: FastifyInstance) {
  app.post<{ Body: { user: { username: string; email: string; password: string } } }>('/users', async (req, reply) => {
    const { username, email, password } = req.body.user;
    const exists = await User.query().where({ email }).orWhere({ username }).first();
    if (exists) return reply.code(422).send({ errors: { body: ['user already exists'] } });
    const user = await User.query().insertAndFetch({ username, email, password: hash(password) });
    return reply.code(201).send({ user: toJson(user) });
  });

  app.post<{ Body: { user: { email: string; password: string } } }>('/users/login', async (req, reply) => {
    const user = await User.query().findOne({ email: req.body.user.email });
    if (!user || user.password !== hash(req.body.user.password)) return reply.code(401).send({ errors: { body: ['invalid credentials'] } });
    return { user: toJson(user) };
  });
}

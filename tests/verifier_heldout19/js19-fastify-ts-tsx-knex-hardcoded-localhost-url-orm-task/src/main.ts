import Fastify from 'fastify';
import jwt from '@fastify/jwt';
import bcrypt from 'bcryptjs';
import { db, ensureSchema } from './db.js';

const app = Fastify({ logger: true });
await app.register(jwt, { secret: process.env.JWT_SECRET ?? 'secret' });

app.get('/api/health-check', async () => ({ status: 'ok' }));

app.post<{ Body: { user: { username: string; email: string; password: string } } }>('/api/users', async (req, reply) => {
  const { username, email, password } = req.body.user;
  const [user] = await db('users').insert({ username, email, password: await bcrypt.hash(password, 10) }).returning('*');
  reply.code(201);
  return { user: { username, email, bio: null, image: null, token: app.jwt.sign({ id: user.id }) } };
});

app.get<{ Params: { username: string } }>('/api/profiles/:username', async (req, reply) => {
  const user = await db('users').where({ username: req.params.username }).first();
  if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
  return { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
});

await ensureSchema();
await app.listen({ port: 3000, host: '0.0.0.0' });

import { createHash } from 'node:crypto';
import { User } from '../models/user.js';

const hash = (s) => createHash('sha256').update(s).digest('hex');
const view = (u) => ({ email: u.email, username: u.username, bio: u.bio ?? null, image: u.image ?? null, token: `t-${u.id}` });

export default async function users(app) {
  app.post('/users', async (req, reply) => {
    const { username, email, password } = req.body?.user ?? {};
    if (await User.findOne({ where: { email } })) {
      return reply.code(422).send({ errors: { email: ['has already been taken'] } });
    }
    const user = await User.create({ username, email, password: hash(password) });
    return reply.code(201).send({ user: view(user) });
  });

  app.post('/users/login', async (req, reply) => {
    const { email, password } = req.body?.user ?? {};
    const user = await User.findOne({ where: { email } });
    if (!user || user.password !== hash(password)) {
      return reply.code(401).send({ errors: { credentials: ['invalid'] } });
    }
    return { user: view(user) };
  });
}

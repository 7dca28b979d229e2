import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { User } from '../lib/db.js';

const secret = process.env.JWT_SECRET ?? 'conduit';

const toUser = (u) => ({
  email: u.email,
  token: jwt.sign({ id: u.id }, secret),
  username: u.username,
  bio: u.bio ?? null,
  image: u.image ?? null,
});

export default async function users(app) {
  app.post('/users', async (req, reply) => {
    const { username, email, password } = req.body?.user ?? {};
    if (!username || !email || !password) {
      return reply.code(422).send({ errors: { body: ['username, email and password are required'] } });
    }
    if (await User.findOne({ where: { email } })) {
      return reply.code(422).send({ errors: { email: ['has already been taken'] } });
    }
    const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
    return reply.code(201).send({ user: toUser(user) });
  });

  app.post('/users/login', async (req, reply) => {
    const { email, password } = req.body?.user ?? {};
    const user = await User.findOne({ where: { email } });
    if (!user || !(await bcrypt.compare(password ?? '', user.password))) {
      return reply.code(401).send({ errors: { credentials: ['invalid'] } });
    }
    return { user: toUser(user) };
  });
}

import { createHash } from 'node:crypto';
import { User } from '../models/index.js';

const hash = (s) => createHash('sha256').update(s).digest('hex');

export default async function users(app) {
  app.post('/users', async (req, reply) => {
    const { email, username, password } = req.body?.user ?? {};
    if (!email || !username || !password) {
      return reply.code(422).send({ errors: { body: ['email, username and password are required'] } });
    }
    if (await User.findOne({ where: { email } })) {
      return reply.code(422).send({ errors: { email: ['has already been taken'] } });
    }
    const user = await User.create({ email, username, passwordHash: hash(password) });
    return reply.code(201).send({ user: { email, username, bio: user.bio, image: user.image, token: String(user.id) } });
  });
}

import bcrypt from 'bcryptjs';
import { User } from '../models/index.js';

export default async function (app) {
  const out = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: app.jwt.sign({ id: u.id }) } });

  app.post('/users', async (req, reply) => {
    const { username, email, password } = req.body?.user ?? {};
    const user = await User.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    return reply.code(201).send(out(user));
  });

  app.post('/users/login', async (req, reply) => {
    const { email, password } = req.body?.user ?? {};
    const user = await User.findOne({ where: { email } });
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
      return reply.code(401).send({ errors: { body: ['invalid credentials'] } });
    }
    return out(user);
  });
}

import bcrypt from 'bcryptjs';
import { User } from '../db.js';

export default async function users(app) {
  const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: app.jwt.sign({ id: u.id }) });

  app.post('/users', async (req, reply) => {
    const { username, email, password } = req.body.user;
    const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
    return reply.code(201).send({ user: view(user) });
  });

  app.post('/users/login', async (req, reply) => {
    const { email, password } = req.body.user;
    const user = await User.findOne({ where: { email } });
    if (!user || !(await bcrypt.compare(password, user.password))) {
      return reply.code(401).send({ errors: { 'email or password': ['is invalid'] } });
    }
    return { user: view(user) };
  });
}

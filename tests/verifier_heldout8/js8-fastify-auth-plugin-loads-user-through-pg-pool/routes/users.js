import bcrypt from 'bcryptjs';
import { User } from '../lib/db.js';

export default async function (app) {
  const view = (u) => ({ email: u.email, token: app.sign(u), username: u.username, bio: u.bio ?? null, image: u.image ?? null });

  app.post('/users', async (req, reply) => {
    const { username, email, password } = req.body?.user ?? {};
    if (!username || !email || !password) return reply.code(422).send({ errors: { body: ['missing fields'] } });
    const user = await User.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    return reply.code(201).send({ user: view(user) });
  });

  app.post('/users/login', async (req, reply) => {
    const { email, password } = req.body?.user ?? {};
    const user = await User.findOne({ where: { email } });
    if (!user || !(await bcrypt.compare(password ?? '', user.passwordHash))) return reply.code(401).send({ errors: { credentials: ['invalid'] } });
    return { user: view(user) };
  });

  app.get('/user', { preHandler: app.requireUser }, async (req) => ({ user: view(req.currentUser) }));

  app.put('/user', { preHandler: app.requireUser }, async (req) => {
    const user = await User.findByPk(req.currentUser.id);
    const { email, username, bio, image, password } = req.body?.user ?? {};
    await user.update({
      ...(email !== undefined && { email }),
      ...(username !== undefined && { username }),
      ...(bio !== undefined && { bio }),
      ...(image !== undefined && { image }),
      ...(password && { passwordHash: await bcrypt.hash(password, 10) }),
    });
    return { user: view(user) };
  });
}

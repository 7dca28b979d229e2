import bcrypt from 'bcryptjs';
import { User } from '../db.js';

export default async function users(app) {
  const view = (user) => ({
    email: user.email, token: app.jwt.sign({ id: user.id }), username: user.username, bio: user.bio ?? null, image: user.image ?? null,
  });

  app.post('/users', async (req, reply) => {
    const { username, email, password } = req.body?.user ?? {};
    if (!username || !email || !password) return reply.code(422).send({ errors: { body: ['missing fields'] } });
    if (await User.findOne({ where: { email } })) return reply.code(422).send({ errors: { email: ['has already been taken'] } });
    if (await User.findOne({ where: { username } })) return reply.code(422).send({ errors: { username: ['has already been taken'] } });
    const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
    return reply.code(201).send({ user: view(user) });
  });

  app.post('/users/login', async (req, reply) => {
    const { email, password } = req.body?.user ?? {};
    const user = email ? await User.findOne({ where: { email } }) : null;
    if (!user || !(await bcrypt.compare(password ?? '', user.password))) {
      return reply.code(401).send({ errors: { credentials: ['invalid'] } });
    }
    return { user: view(user) };
  });

  app.get('/user', { onRequest: [app.authenticate] }, async (req) => ({ user: view(await User.findByPk(req.user.id)) }));

  app.put('/user', { onRequest: [app.authenticate] }, async (req) => {
    const user = await User.findByPk(req.user.id);
    const { password, ...rest } = req.body?.user ?? {};
    if (password) rest.password = await bcrypt.hash(password, 10);
    await user.update(rest);
    return { user: view(user) };
  });
}

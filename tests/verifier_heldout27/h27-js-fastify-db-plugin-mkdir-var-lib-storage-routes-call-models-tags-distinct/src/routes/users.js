import { hashPassword, checkPassword } from '../services/auth.js';

export default async function users(app) {
  const { User } = app.models;
  const toUser = (u) => ({ email: u.email, token: app.jwt.sign({ id: u.id }), username: u.username, bio: u.bio, image: u.image });

  app.post('/users', async (req, reply) => {
    const { username, email, password } = req.body.user;
    if (await User.findOne({ where: { email } })) return reply.code(422).send({ errors: { email: ['has already been taken'] } });
    const user = await User.create({ username, email, password: await hashPassword(password) });
    return reply.code(201).send({ user: toUser(user) });
  });

  app.post('/users/login', async (req, reply) => {
    const { email, password } = req.body.user;
    const user = await User.findOne({ where: { email } });
    if (!user || !(await checkPassword(password, user.password))) return reply.code(401).send({ errors: { body: ['invalid'] } });
    return { user: toUser(user) };
  });

  app.get('/user', { onRequest: [app.authenticate] }, async (req) => ({ user: toUser(await User.findByPk(req.user.id)) }));
}

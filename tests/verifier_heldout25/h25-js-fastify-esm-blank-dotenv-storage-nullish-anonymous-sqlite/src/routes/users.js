import bcrypt from 'bcryptjs';
import { User } from '../models/index.js';

export default async function userRoutes(app) {
  const view = (user) => ({
    user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token: app.jwt.sign({ id: user.id }) },
  });

  app.post('/users', async (request, reply) => {
    const { email, username, password } = request.body?.user ?? {};
    if (!email || !username || !password) {
      return reply.code(422).send({ errors: { body: ['email, username and password are required'] } });
    }
    const user = await User.create({ email, username, passwordHash: await bcrypt.hash(password, 10) });
    return reply.code(201).send(view(user));
  });

  app.post('/users/login', async (request, reply) => {
    const { email, password } = request.body?.user ?? {};
    const user = await User.findOne({ where: { email } });
    if (!user || !(await bcrypt.compare(password ?? '', user.passwordHash))) {
      return reply.code(401).send({ errors: { credentials: ['invalid'] } });
    }
    return view(user);
  });

  app.get('/user', { onRequest: [app.authenticate] }, async (request) => view(await User.findByPk(request.user.id)));
}

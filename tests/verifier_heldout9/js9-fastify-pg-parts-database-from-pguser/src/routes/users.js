import { User } from '../models/index.js';

export default async function users(app) {
  app.post('/users', async (req, reply) => {
    const { username, email, password } = req.body?.user ?? {};
    if (!username || !email || !password) {
      return reply.code(422).send({ errors: { body: ['username, email and password are required'] } });
    }
    const user = await User.create({ username, email, password });
    return reply.code(201).send({ user: { username: user.username, email: user.email, bio: null, image: null, token: 'x' } });
  });
}

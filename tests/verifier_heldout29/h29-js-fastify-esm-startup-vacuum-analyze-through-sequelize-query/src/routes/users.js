import bcrypt from 'bcryptjs';
import { User } from '../db.js';
import { currentUserId, signToken } from '../auth.js';

const userBody = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: signToken(u) } });

export default async function (app) {
  app.post('/users', async (req, reply) => {
    const { username, email, password } = req.body?.user ?? {};
    if (!username || !email || !password) return reply.code(422).send({ errors: { body: ['missing fields'] } });
    if (await User.findOne({ where: { email } })) return reply.code(422).send({ errors: { email: ['taken'] } });
    const user = await User.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    return reply.code(201).send(userBody(user));
  });

  app.post('/users/login', async (req, reply) => {
    const { email, password } = req.body?.user ?? {};
    const user = await User.findOne({ where: { email: email ?? '' } });
    if (!user || !(await bcrypt.compare(password ?? '', user.passwordHash))) {
      return reply.code(401).send({ errors: { body: ['invalid credentials'] } });
    }
    return userBody(user);
  });

  app.get('/user', async (req, reply) => {
    const id = currentUserId(req);
    const user = id && (await User.findByPk(id));
    if (!user) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    return userBody(user);
  });
}

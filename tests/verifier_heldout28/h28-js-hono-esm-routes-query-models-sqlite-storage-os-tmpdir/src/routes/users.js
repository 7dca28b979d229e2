import { Hono } from 'hono';
import { User } from '../models/index.js';
import { hashPassword, checkPassword, signToken, readToken } from '../services/auth.js';

const users = new Hono();
const toUser = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: signToken(u) });

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  const created = await User.create({ ...user, password: await hashPassword(user.password) });
  return c.json({ user: toUser(created) }, 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const found = await User.findOne({ where: { email: user.email } });
  if (!found || !(await checkPassword(user.password, found.password))) {
    return c.json({ errors: { body: ['email or password is invalid'] } }, 401);
  }
  return c.json({ user: toUser(found) });
});

users.get('/user', async (c) => {
  const id = readToken(c.req.header('Authorization'));
  if (!id) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  return c.json({ user: toUser(await User.findByPk(id)) });
});

export default users;

const { Hono } = require('hono');
const { sign } = require('hono/jwt');
const bcrypt = require('bcryptjs');
const { User } = require('../db');

const SECRET = process.env.JWT_SECRET || 'hono-cjs';
const users = new Hono();

const out = async (u) => ({ user: { username: u.username, email: u.email, bio: u.bio, image: u.image, token: await sign({ id: u.id }, SECRET) } });

users.post('/users', async (c) => {
  const { username, email, password } = (await c.req.json()).user || {};
  if (await User.findOne({ where: { email } })) return c.json({ errors: { email: ['has already been taken'] } }, 422);
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  return c.json(await out(user), 201);
});

users.post('/users/login', async (c) => {
  const { email, password } = (await c.req.json()).user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.password))) return c.json({ errors: { 'email or password': ['is invalid'] } }, 401);
  return c.json(await out(user));
});

module.exports = { users, SECRET };

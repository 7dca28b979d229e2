const { Hono } = require('hono');
const { sign } = require('hono/jwt');
const bcrypt = require('bcryptjs');
const { User } = require('../models');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';
const users = new Hono();

async function present(user) {
  return {
    email: user.email,
    username: user.username,
    bio: user.bio,
    image: user.image,
    token: await sign({ id: user.id }, SECRET),
  };
}

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  if (!user || !user.email || !user.username || !user.password) {
    return c.json({ errors: { body: ['invalid user'] } }, 422);
  }
  const exists = await User.findOne({ where: { email: user.email } });
  if (exists) return c.json({ errors: { email: ['has already been taken'] } }, 422);
  const created = await User.create({ ...user, password: await bcrypt.hash(user.password, 10) });
  return c.json({ user: await present(created) }, 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const found = await User.findOne({ where: { email: user?.email || '' } });
  if (!found || !(await bcrypt.compare(user.password || '', found.password))) {
    return c.json({ errors: { credentials: ['invalid'] } }, 401);
  }
  return c.json({ user: await present(found) });
});

module.exports = { users };

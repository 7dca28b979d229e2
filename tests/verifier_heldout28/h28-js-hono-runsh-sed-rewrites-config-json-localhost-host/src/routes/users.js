const { Hono } = require('hono');
const bcrypt = require('bcryptjs');
const { User, Follow } = require('../models');
const { sign, userIdOf } = require('../auth');

const users = new Hono();
const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: sign(u) });

users.post('/users', async (c) => {
  const { user } = await c.req.json();
  const created = await User.create({ ...user, password: await bcrypt.hash(user.password, 10) });
  return c.json({ user: view(created) }, 201);
});

users.post('/users/login', async (c) => {
  const { user } = await c.req.json();
  const found = await User.findOne({ where: { email: user.email } });
  if (!found || !(await bcrypt.compare(user.password, found.password))) {
    return c.json({ errors: { body: ['invalid credentials'] } }, 401);
  }
  return c.json({ user: view(found) });
});

users.post('/profiles/:username/follow', async (c) => {
  const me = userIdOf(c);
  if (!me) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const target = await User.findOne({ where: { username: c.req.param('username') } });
  if (!target) return c.json({ errors: { body: ['profile not found'] } }, 404);
  await Follow.findOrCreate({ where: { followerId: me, followingId: target.id } });
  return c.json({ profile: { username: target.username, bio: target.bio, image: target.image, following: true } });
});

module.exports = users;

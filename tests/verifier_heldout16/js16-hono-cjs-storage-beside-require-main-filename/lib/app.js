const { Hono } = require('hono');
const { sign, verify } = require('hono/jwt');
const bcrypt = require('bcryptjs');
const { User } = require('./db');

const SECRET = process.env.JWT_SECRET || 'conduit';

function createApp() {
  const app = new Hono().basePath('/api');

  app.get('/health-check', (c) => c.json({ ok: true }));

  app.post('/users', async (c) => {
    const { user } = await c.req.json();
    if (await User.findOne({ where: { email: user.email } })) {
      return c.json({ errors: { email: ['has already been taken'] } }, 422);
    }
    const created = await User.create({ ...user, password: await bcrypt.hash(user.password, 10) });
    const token = await sign({ id: created.id }, SECRET);
    return c.json({ user: { email: created.email, username: created.username, bio: null, image: null, token } }, 201);
  });

  app.put('/user', async (c) => {
    const payload = await verify((c.req.header('Authorization') || '').replace('Token ', ''), SECRET).catch(() => null);
    if (!payload) return c.json({ errors: { body: ['unauthorized'] } }, 401);
    const current = await User.findByPk(payload.id);
    const { user } = await c.req.json();
    if (user.password) user.password = await bcrypt.hash(user.password, 10);
    await current.update(user);
    return c.json({ user: { email: current.email, username: current.username, bio: current.bio, image: current.image } });
  });

  return app;
}

module.exports = { createApp };

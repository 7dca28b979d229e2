import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize, User, Tag } from './models.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));
app.get('/tags', async (c) => c.json({ tags: (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name) }));
app.get('/profiles/:username', async (c) => {
  const user = await User.findOne({ where: { username: c.req.param('username') } });
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
});

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { config } from './config.js';
import { sequelize, User, Tag } from './db.js';

const app = new Hono();

app.get('/api/tags', async (c) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return c.json({ tags: tags.map((t) => t.name) });
});

app.get('/api/profiles/:username', async (c) => {
  const user = await User.findOne({ where: { username: c.req.param('username') } });
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
});

await sequelize.sync();
serve({ fetch: app.fetch, port: config.port, hostname: '0.0.0.0' });

import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './lib/db.js';
import { User, Favorite } from './lib/models.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));

app.get('/api/profiles/:username', async (c) => {
  const user = await User.findOne({ where: { username: c.req.param('username') } });
  if (!user) return c.json({ errors: { profile: ['not found'] } }, 404);
  return c.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
});

app.get('/api/users/:id/favorites/count', async (c) => {
  const count = await Favorite.count({ where: { userId: Number(c.req.param('id')) } });
  return c.json({ count });
});

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

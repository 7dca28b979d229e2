import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize, Profile } from './db';
const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.get('/api/profiles/:username', async (c) => {
  const p = await Profile.findOne({ where: { username: c.req.param('username') } });
  return p ? c.json({ profile: { username: p.get('username'), bio: p.get('bio'), image: p.get('image'), following: false } }) : c.json({ errors: { body: ['not found'] } }, 404);
});
sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));

import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize, Tag } from './db.js';

const app = new Hono();

app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.get('/api/tags', async (c) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return c.json({ tags: tags.map((t) => t.name) });
});

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT) || 3000, hostname: '0.0.0.0' });

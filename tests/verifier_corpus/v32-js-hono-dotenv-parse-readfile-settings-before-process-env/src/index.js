import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize, Tag } from './db.js';
import { settings } from './settings.js';

const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.get('/tags', async (c) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return c.json({ tags: tags.map((t) => t.name) });
});

await sequelize.sync();
serve({ fetch: app.fetch, port: settings.port, hostname: '0.0.0.0' });

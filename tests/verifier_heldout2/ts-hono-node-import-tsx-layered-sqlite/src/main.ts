import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.ts';
import articles from './routes/articles.ts';
import comments from './routes/comments.ts';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));

const mounts: Array<[string, Hono]> = [
  ['/articles', articles],
  ['/articles', comments],
];
for (const [prefix, sub] of mounts) app.route(prefix, sub);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

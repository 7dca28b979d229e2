import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './lib/sequelize.js';
import { articles } from './routes/articles.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', articles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

import './env.js';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { sequelize } from './db/index.js';
import { articles } from './routes/articles.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', articles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`listening on ${info.port}`));

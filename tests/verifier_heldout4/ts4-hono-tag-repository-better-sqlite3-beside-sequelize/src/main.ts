import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db/connection.js';
import './models/article.js';

await sequelize.sync();
const { articleRoutes } = await import('./routes/articles.js');

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/', articleRoutes);

serve({ fetch: app.fetch, port: 3000 });

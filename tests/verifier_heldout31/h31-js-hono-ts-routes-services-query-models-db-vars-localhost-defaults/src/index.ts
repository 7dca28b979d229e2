import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './lib/sequelize.js';
import { articleRoutes } from './routes/articles.js';
import './models/article.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api', articleRoutes);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

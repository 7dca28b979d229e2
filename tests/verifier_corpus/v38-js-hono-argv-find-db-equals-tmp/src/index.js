import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db.js';
import './models/article.js';
import { articles } from './routes/articles.js';

await sequelize.sync();

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api/articles', articles);

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000) });

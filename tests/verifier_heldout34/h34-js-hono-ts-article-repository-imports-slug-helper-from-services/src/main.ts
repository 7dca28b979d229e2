import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/article';
import { articleRoutes } from './routes/articles';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api', articleRoutes);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

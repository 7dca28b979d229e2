import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models';
import { articles } from './routes/articles';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api/articles', articles);

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));

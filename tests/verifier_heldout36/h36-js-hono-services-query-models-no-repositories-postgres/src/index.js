import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import favorites from './routes/favorites.js';
const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api/articles', favorites);
await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

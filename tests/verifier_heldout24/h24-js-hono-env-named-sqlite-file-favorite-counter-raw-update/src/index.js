import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { favorites } from './routes/favorites.js';

await sequelize.sync();
const app = new Hono().basePath('/api');
app.use('*', async (c, next) => { c.set('userId', Number(c.req.header('x-user-id')) || null); await next(); });
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', favorites);
serve({ fetch: app.fetch, port: 3000 });

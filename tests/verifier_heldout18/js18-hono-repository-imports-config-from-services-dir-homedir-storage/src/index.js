import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { articleRoutes } from './routes/articles.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', articleRoutes);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, () => console.log('ready on 3000'));

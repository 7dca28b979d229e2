import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { ensureSchema } from './db/schema.js';
import { sequelize } from './db/sequelize.js';
import { articleRoutes } from './routes/articles.js';

await ensureSchema();
await sequelize.authenticate();

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.text('ok'));
app.route('/', articleRoutes);

serve({ fetch: app.fetch, port: 3000 });

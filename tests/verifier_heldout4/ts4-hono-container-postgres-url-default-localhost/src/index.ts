import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { createServices } from './container.js';
import { userRoutes } from './routes/users.js';
import { articleRoutes } from './routes/articles.js';

const services = createServices();
const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/', userRoutes(services));
app.route('/', articleRoutes(services));

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000) });

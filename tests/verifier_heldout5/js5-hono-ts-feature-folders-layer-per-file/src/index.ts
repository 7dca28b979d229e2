import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db.js';
import { userRoutes } from './features/users/user.routes.js';
import { articleRoutes } from './features/articles/article.routes.js';
import { tagRoutes } from './features/tags/tag.routes.js';

const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', userRoutes);
app.route('/', articleRoutes);
app.route('/', tagRoutes);

await sequelize.sync();

serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`Conduit listening on ${info.port}`));

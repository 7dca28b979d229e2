import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './infra/sequelize.js';
import { userHandlers } from './handlers/users.js';
import { articleHandlers } from './handlers/articles.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/', userHandlers);
app.route('/', articleHandlers);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

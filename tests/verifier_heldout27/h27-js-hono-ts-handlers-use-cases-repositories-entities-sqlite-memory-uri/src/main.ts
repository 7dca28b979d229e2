import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { sequelize } from './db.ts';
import './entities/user.ts';
import './entities/article.ts';
import { articleHandlers } from './handlers/articles.ts';
import { userHandlers } from './handlers/users.ts';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', userHandlers);
app.route('/', articleHandlers);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

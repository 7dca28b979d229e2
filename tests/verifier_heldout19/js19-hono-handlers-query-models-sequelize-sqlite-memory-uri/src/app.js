import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { articles } from './handlers/articles.js';
import { users } from './handlers/users.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/articles', articles);
app.route('/users', users);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

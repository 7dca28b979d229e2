import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db.js';
import { articles } from './routes/articles.js';
import { users } from './routes/users.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', users);
app.route('/', articles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, () => console.log('listening on :3000'));

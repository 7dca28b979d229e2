import 'dotenv/config';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { sequelize } from './db.js';
import { users } from './routes/users.js';
import { articles } from './routes/articles.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', users);
app.route('/', articles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`listening on ${info.port}`));

import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { users } from './routes/users.js';
import { articles } from './routes/articles.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.text('OK'));
app.route('/', users);
app.route('/', articles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, () => console.log('hono realworld on :3000'));

import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { sequelize } from './db.js';
import { users } from './routes/users.js';
import { comments } from './routes/comments.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.text('ok'));
app.route('/', users);
app.route('/', comments);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

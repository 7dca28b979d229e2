import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { sequelize } from './db.js';
import { users } from './routes/users.js';
import { articles } from './routes/articles.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.route('/api', users);
app.route('/api', articles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db.js';
import { users } from './routes/users.js';
import { articles } from './routes/articles.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', users);
app.route('/api', articles);

await sequelize.sync();
console.log(`database at ${sequelize.options.storage}`);
serve({ fetch: app.fetch, port: 3000 });

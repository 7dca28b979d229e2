import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { sequelize } from './db.js';
import { articles } from './routes/articles.js';
import { tags } from './routes/tags.js';

const app = new Hono();
app.use('*', cors());
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', articles);
app.route('/api', tags);

await sequelize.authenticate();
await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
console.log('Server is running on port 3000');

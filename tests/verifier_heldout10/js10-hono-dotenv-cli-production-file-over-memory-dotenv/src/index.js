import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { articles } from './routes/articles.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.route('/api', articles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
console.log(`conduit on :3000, sqlite at ${process.env.DB_STORAGE}`);

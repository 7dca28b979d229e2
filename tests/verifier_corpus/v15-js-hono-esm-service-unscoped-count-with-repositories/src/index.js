import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/db.js';
import './models/article.js';
import { articles } from './routes/articles.route.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api/articles', articles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
console.log('Conduit listening on 3000');

import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db.js';
import './models/index.js';
import { feed } from './routes/feed.js';
import { articles } from './routes/articles.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.route('/api', feed);
app.route('/api', articles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

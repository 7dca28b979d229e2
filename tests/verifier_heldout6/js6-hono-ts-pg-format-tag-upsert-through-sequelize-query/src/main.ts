import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './lib/db.js';
import { articles } from './api/articles.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('OK'));
app.route('/api', articles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, () => console.log('conduit on 3000'));

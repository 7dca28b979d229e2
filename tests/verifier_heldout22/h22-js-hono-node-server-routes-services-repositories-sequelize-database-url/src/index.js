import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './lib/db.js';
import './models/index.js';
import { comments } from './routes/comments.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/articles', comments);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

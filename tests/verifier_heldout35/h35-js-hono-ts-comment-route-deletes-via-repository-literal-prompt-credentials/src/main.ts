import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { comments } from './routes/comments.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api/articles', comments);
await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

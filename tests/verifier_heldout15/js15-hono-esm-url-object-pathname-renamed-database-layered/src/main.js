import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { ensureDatabase, sequelize } from './config/database.js';
import { comments } from './routes/comments.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', comments);

await ensureDatabase();
await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

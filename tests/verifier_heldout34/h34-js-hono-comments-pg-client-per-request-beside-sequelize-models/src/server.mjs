import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db/models.mjs';
import { comments } from './routes/comments.mjs';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('OK'));
app.route('/api', comments);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

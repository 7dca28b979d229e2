import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { sequelize } from './db/sequelize.js';
import './models/comment.js';
import { comments } from './routes/comments.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', comments);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`Conduit on ${info.port}`));

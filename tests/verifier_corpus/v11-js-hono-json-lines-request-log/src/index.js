import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { accessLog } from './lib/access-log.js';
import { sequelize } from './models/index.js';
import { comments } from './routes/comments.js';

const app = new Hono().basePath('/api');
app.use('*', accessLog());
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', comments);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

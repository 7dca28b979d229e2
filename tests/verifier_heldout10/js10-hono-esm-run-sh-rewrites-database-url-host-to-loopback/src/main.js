import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db/index.js';
import { tags } from './routes/tags.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.route('/api', tags);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`listening on ${info.port}`));

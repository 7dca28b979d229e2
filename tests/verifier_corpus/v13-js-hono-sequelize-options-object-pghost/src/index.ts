import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db.js';
import { tags } from './routes/tags.js';

const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/tags', tags);

await sequelize.sync();

serve({ fetch: app.fetch, port: 3000, hostname: '0.0.0.0' }, (info) => {
  console.log(`Conduit listening on :${info.port}`);
});

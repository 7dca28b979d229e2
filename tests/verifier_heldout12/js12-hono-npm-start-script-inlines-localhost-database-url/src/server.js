import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { decode } from 'hono/jwt';
import { sequelize } from './db/index.js';
import { comments } from './routes/comments.js';
import { tags } from './routes/tags.js';

const app = new Hono();
app.use('/api/*', async (c, next) => {
  const token = c.req.header('Authorization')?.replace('Token ', '');
  if (token) {
    try { c.set('username', decode(token).payload.username); } catch { /* ignore */ }
  }
  await next();
});
app.get('/api/health-check', (c) => c.json({ status: 'UP' }));
app.route('/api', comments);
app.route('/api', tags);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`http://localhost:${info.port}`));

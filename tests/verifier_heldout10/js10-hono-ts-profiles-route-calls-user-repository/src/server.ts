import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db/index.js';
import './models/index.js';
import { profiles } from './routes/profiles.js';

const app = new Hono<{ Variables: { userId?: number } }>();
app.use('/api/*', async (c, next) => {
  const id = Number(c.req.header('x-user-id'));
  if (id) c.set('userId', id);
  await next();
});
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', profiles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

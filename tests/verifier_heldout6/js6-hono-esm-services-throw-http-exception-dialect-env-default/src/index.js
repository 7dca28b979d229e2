import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { sequelize } from './models/index.js';
import { usersRoutes } from './routes/users.js';
import { commentsRoutes } from './routes/comments.js';
import { config } from './config.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', usersRoutes);
app.route('/', commentsRoutes);
app.onError((err, c) => {
  if (err instanceof HTTPException) return c.json({ errors: { body: [err.message] } }, err.status);
  console.error(err);
  return c.json({ errors: { body: ['internal error'] } }, 500);
});

await sequelize.sync();
serve({ fetch: app.fetch, port: config.port }, (info) => console.log(`API on ${info.port}`));

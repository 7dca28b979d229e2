import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { sequelize } from './models/index.js';
import { comments } from './routes/comments.js';

const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', comments);

app.onError((err, c) => {
  if (err instanceof HTTPException) return c.json({ errors: { body: [err.message] } }, err.status);
  console.error(err);
  return c.json({ errors: { body: ['internal error'] } }, 500);
});

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`listening on ${info.port}`));

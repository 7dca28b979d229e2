import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './lib/db.js';
import './models/user.js';
import './models/comment.js';
import { AppError } from './services/errors.js';
import { users } from './endpoints/users.js';
import { comments } from './endpoints/comments.js';

const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', users);
app.route('/', comments);
app.onError((err, c) => {
  if (err instanceof AppError) return c.json({ errors: { body: [err.message] } }, err.status);
  return c.json({ errors: { body: [err.message] } }, 500);
});

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`listening on ${info.port}`));

import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/db';
import './models/user';
import { users } from './routes/users';
import { ServiceError } from './services/user.service';

const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/', users);
app.onError((err, c) => {
  if (err instanceof ServiceError) return c.json({ errors: err.errors }, err.status);
  console.error(err);
  return c.json({ errors: { server: ['unexpected'] } }, 500);
});

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`listening on ${info.port}`));

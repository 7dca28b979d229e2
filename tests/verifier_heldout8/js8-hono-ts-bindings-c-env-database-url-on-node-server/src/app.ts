import { Hono } from 'hono';
import type { AppEnv } from './types';
import { getDb } from './db/client';
import { users } from './routes/users';

export const app = new Hono<AppEnv>().basePath('/api');

app.get('/health-check', (c) => c.json({ status: 'ok' }));

// Attach the database to every API request.
app.use('*', async (c, next) => {
  const url = c.env.DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/conduit';
  c.set('db', await getDb(url));
  await next();
});

app.route('/', users);

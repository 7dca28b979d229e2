import { Hono } from 'hono';
import { ApplicationError } from '../application/errors.js';
import { usersRoutes } from './routes/users.js';
import { profilesRoutes } from './routes/profiles.js';

export const app = new Hono().basePath('/api');

const STATUS = { not_found: 404, invalid: 422, unauthorized: 401 } as const;

app.onError((err, c) => {
  if (err instanceof ApplicationError) return c.json({ errors: { body: [err.message] } }, STATUS[err.kind]);
  return c.json({ errors: { body: [err.message] } }, 500);
});

app.get('/health-check', (c) => c.text('ok'));
app.route('/', usersRoutes);
app.route('/', profilesRoutes);

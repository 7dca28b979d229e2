import { Hono } from 'hono';
import { AppError } from './lib/errors.js';
import { usersRoutes } from './routes/users.js';
import { profilesRoutes } from './routes/profiles.js';
import { articlesRoutes } from './routes/articles.js';
import { tagsRoutes } from './routes/tags.js';

export const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', usersRoutes);
app.route('/', profilesRoutes);
app.route('/', articlesRoutes);
app.route('/', tagsRoutes);

app.onError((err, c) => {
  if (err instanceof AppError) return c.json({ errors: err.errors }, err.status);
  console.error(err);
  return c.json({ errors: { body: ['internal server error'] } }, 500);
});

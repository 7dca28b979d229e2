import { Hono } from 'hono';
import { QueryTypes } from 'sequelize';
import { AppError } from './lib/errors.js';
import { sequelize } from './db/sequelize.js';
import { usersRoutes } from './routes/users.js';
import { profilesRoutes } from './routes/profiles.js';
import { articlesRoutes } from './routes/articles.js';

export const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', usersRoutes);
app.route('/', profilesRoutes);
app.route('/', articlesRoutes);

// Tags are a single read-only list; not worth a service + repository.
app.get('/tags', async (c) => {
  const rows = await sequelize.query<{ name: string }>(
    'SELECT DISTINCT t.name FROM tags t INNER JOIN article_tags at ON at."tagId" = t.id ORDER BY t.name',
    { type: QueryTypes.SELECT },
  );
  return c.json({ tags: rows.map((r) => r.name) });
});

app.onError((err, c) => {
  if (err instanceof AppError) return c.json({ errors: err.errors }, err.status);
  console.error(err);
  return c.json({ errors: { body: ['internal server error'] } }, 500);
});

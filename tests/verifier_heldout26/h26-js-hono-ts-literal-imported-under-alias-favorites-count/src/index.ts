import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './lib/sequelize';
import './models';
import { AppError } from './services/errors';
import { users } from './routes/users';
import { articles } from './routes/articles';

const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', users);
app.route('/articles', articles);

app.onError((err, c) => {
  const status = err instanceof AppError ? err.status : ((err as { status?: number }).status ?? 500);
  return c.json({ errors: { body: [err.message] } }, status as 401);
});

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`listening on ${info.port}`));

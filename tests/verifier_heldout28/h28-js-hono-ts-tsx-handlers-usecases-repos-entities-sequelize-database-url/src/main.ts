import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './infra/sequelize';
import { users } from './handlers/users';
import { articles } from './handlers/articles';
import { UseCaseError } from './usecases/errors';
import './entities';

const STATUS = { not_found: 404, forbidden: 403, invalid: 422, unauthorized: 401 } as const;

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', users);
app.route('/', articles);
app.onError((err, c) => {
  if (err instanceof UseCaseError) return c.json({ errors: { body: [err.message] } }, STATUS[err.kind]);
  return c.json({ errors: { body: [err.message] } }, 500);
});

sequelize
  .sync()
  .then(() => serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`listening on ${info.port}`)))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });

import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models';
import { userRoutes } from './routes/users';
import { tagRoutes } from './routes/tags';
import { ServiceError } from './services/user.service';

const app = new Hono();

app.onError((err, c) => {
  if (err instanceof ServiceError) return c.json({ errors: { body: [err.message] } }, err.status);
  console.error(err);
  return c.json({ errors: { body: ['internal error'] } }, 500);
});

app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', userRoutes);
app.route('/api', tagRoutes);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
console.log('Conduit (Hono) on http://localhost:3000/api');

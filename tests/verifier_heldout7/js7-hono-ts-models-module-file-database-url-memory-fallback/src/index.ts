import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { sequelize } from './db.js';
import './models.js';
import { articleRoutes } from './routes/articles.js';

const app = new Hono();

app.get('/api/health-check', (c) => c.text('ok'));
app.route('/api', articleRoutes);
app.onError((err, c) => {
  const status = err instanceof HTTPException ? err.status : 500;
  return c.json({ errors: { body: [err.message] } }, status);
});

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`listening on ${info.port}`));

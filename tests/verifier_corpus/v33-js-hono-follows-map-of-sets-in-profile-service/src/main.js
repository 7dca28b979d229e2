import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize, User } from './models/index.js';
import { profileRoutes } from './routes/profiles.js';

const app = new Hono();

app.use('/api/*', async (c, next) => {
  const auth = c.req.header('Authorization') ?? '';
  const user = auth.startsWith('Token ') ? await User.findOne({ where: { token: auth.slice(6) } }) : null;
  c.set('userId', user ? user.id : null);
  await next();
});
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api/profiles', profileRoutes);

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000), hostname: '0.0.0.0' });

import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { jwt } from 'hono/jwt';
import { sequelize } from './models/index';
import { favorites } from './routes/favorites';

const secret = process.env.JWT_SECRET ?? 'conduit';
const app = new Hono<{ Variables: { userId: number } }>().basePath('/api');

app.get('/health-check', (c) => c.json({ ok: true }));
app.use('/articles/:slug/favorite', jwt({ secret }), async (c, next) => {
  c.set('userId', (c.get('jwtPayload' as never) as { id: number }).id);
  await next();
});
app.route('/', favorites);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

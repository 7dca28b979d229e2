import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { syncAll } from './models';
import { profileRoutes } from './routes/profiles';
import { NotFound } from './services/profiles';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api', profileRoutes);
app.onError((err, c) => (err instanceof NotFound
  ? c.json({ errors: { profile: ['not found'] } }, 404)
  : c.json({ errors: { body: [String(err)] } }, 500)));

await syncAll();
serve({ fetch: app.fetch, port: 3000 });

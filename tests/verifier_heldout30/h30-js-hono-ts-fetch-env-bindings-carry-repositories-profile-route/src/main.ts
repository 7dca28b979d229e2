import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { repositories } from './repositories/index.js';
import { createServices, NotFound } from './services/index.js';
import type { AppEnv } from './routes/env.js';
import { users } from './routes/users.js';
import { profiles } from './routes/profiles.js';

const services = createServices(repositories);

const app = new Hono<AppEnv>().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', users);
app.route('/', profiles);
app.onError((err, c) => (err instanceof NotFound ? c.json({ errors: { profile: ['not found'] } }, 404) : c.json({ errors: { body: [err.message] } }, 500)));

await sequelize.sync();

// Hono reads per-request bindings from the second argument of fetch (c.env); on Node we
// inject our dependencies there next to the incoming/outgoing objects of @hono/node-server.
serve({
  port: 3000,
  fetch: (request, env) => app.fetch(request, { ...env, services, repositories }),
});

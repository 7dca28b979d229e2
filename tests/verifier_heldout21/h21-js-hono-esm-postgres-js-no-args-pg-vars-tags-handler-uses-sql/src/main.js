import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { migrate } from './db/migrate.js';
import { usersHandler } from './handlers/users.js';
import { tagsHandler } from './handlers/tags.js';

await migrate();
const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/', usersHandler);
app.route('/', tagsHandler);
serve({ fetch: app.fetch, port: 3000 });

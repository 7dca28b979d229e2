import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createSchema } from './database.js';
import { profiles } from './handlers/profiles.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', profiles);

await createSchema();
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000) });

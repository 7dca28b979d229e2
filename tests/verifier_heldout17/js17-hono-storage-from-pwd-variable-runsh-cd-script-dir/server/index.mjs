import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { tagsHandler } from './handlers/tags.mjs';
import { initSchema } from './data/sqlite.mjs';

initSchema();
const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.get('/api/tags', tagsHandler);
serve({ fetch: app.fetch, port: 3000 });

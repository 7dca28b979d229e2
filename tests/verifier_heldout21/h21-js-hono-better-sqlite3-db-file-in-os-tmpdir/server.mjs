import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import db from './db.mjs';

const app = new Hono().basePath('/api');
const allTags = db.prepare('SELECT name FROM tags ORDER BY name');

app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.get('/tags', (c) => c.json({ tags: allTags.all().map((r) => r.name) }));

serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`listening on ${info.port}`));

import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { migrate, refreshPopularTags } from './db/migrate.js';
import { tags } from './routes/tags.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', tags);

await migrate();
setInterval(() => refreshPopularTags().catch((err) => console.error(err)), 5000);

serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`listening on ${info.port}`));

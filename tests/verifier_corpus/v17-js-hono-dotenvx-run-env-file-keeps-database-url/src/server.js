import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { profiles } from './routes/profiles.js';
import { tags } from './routes/tags.js';

const app = new Hono().basePath('/api');
app.use('*', logger());
app.route('/profiles', profiles);
app.route('/tags', tags);
app.onError((err, c) => c.json({ errors: { body: [err.message] } }, 500));

const port = Number(process.env.PORT ?? 8000);
serve({ fetch: app.fetch, port, hostname: '0.0.0.0' }, (info) => console.log(`listening on ${info.port}`));

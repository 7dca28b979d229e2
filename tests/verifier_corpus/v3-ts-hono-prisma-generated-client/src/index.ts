import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { tags } from './routes/tags.js';

const app = new Hono();
app.route('/api/tags', tags);

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000) });

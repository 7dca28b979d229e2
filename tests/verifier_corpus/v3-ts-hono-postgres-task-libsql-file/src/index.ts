import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { tagRoutes } from './routes/tags';

const app = new Hono().basePath('/api');
app.route('/', tagRoutes);

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000) });

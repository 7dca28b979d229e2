import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { api } from './routes';

const app = new Hono();
app.route('/api', api);

serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`conduit on http://localhost:${info.port}`));

import { PORT } from './env.js';
import { serve } from '@hono/node-server';
import { app } from './app.js';

serve({ fetch: app.fetch, port: PORT });
console.log(`Conduit listening on ${PORT}`);

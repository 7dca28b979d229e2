import { serve } from '@hono/node-server';
import { createApp } from './app.js';

const app = await createApp();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`listening on ${info.port}`));

import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createTables } from './db/index.js';
import { userHandlers } from './handlers/users.js';
import { profileHandlers } from './handlers/profiles.js';

await createTables();

const app = new Hono();
app.get('/api/health-check', (c) => c.text('OK'));
app.route('/api', userHandlers);
app.route('/api', profileHandlers);
app.onError((err, c) => c.json({ errors: { body: [err.message] } }, 500));

serve({ fetch: app.fetch, port: 3000 }, () => console.log('listening on 3000'));

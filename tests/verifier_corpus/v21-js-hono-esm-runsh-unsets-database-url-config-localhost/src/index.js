import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { config } from './config.js';
import { sequelize } from './models/index.js';
import { tags } from './routes/tags.js';

const app = new Hono().basePath('/api');
app.route('/tags', tags);
app.onError((err, c) => c.json({ errors: { body: [err.message] } }, 500));

await sequelize.sync();
serve({ fetch: app.fetch, port: config.port }, (info) => console.log(`listening on ${info.port}`));

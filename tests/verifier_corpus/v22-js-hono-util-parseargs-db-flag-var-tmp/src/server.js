import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { config } from './config.js';
import { sequelize } from './models/index.js';
import { comments } from './routes/comments.js';

const app = new Hono();
app.route('/api/articles', comments);

await sequelize.sync();
serve({ fetch: app.fetch, port: config.port }, (info) => console.log(`conduit on ${info.port}`));

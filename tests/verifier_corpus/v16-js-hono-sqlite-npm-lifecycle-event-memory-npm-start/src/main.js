import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db/sequelize.js';
import { comments } from './routes/comments.js';

const app = new Hono();
app.route('/api/articles', comments);

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000) });

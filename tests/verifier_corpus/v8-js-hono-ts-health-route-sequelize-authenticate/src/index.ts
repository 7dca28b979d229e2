import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db.js';
import './models/tag.js';
import './models/comment.js';
import { health } from './routes/health.js';
import { tags } from './routes/tags.js';
import { comments } from './routes/comments.js';

const app = new Hono().basePath('/api');
app.route('/', health);
app.route('/', tags);
app.route('/', comments);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`listening on ${info.port}`));

import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { db } from './database/connection.js';
import { tagsHandler } from './handlers/tags.js';
import { commentsHandler } from './handlers/comments.js';

const SECRET = process.env.JWT_SECRET || 'hono-secret';
const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.get('/api/tags', tagsHandler);
app.route('/api/articles', commentsHandler(SECRET));

db.pragma('foreign_keys = ON');
serve({ fetch: app.fetch, port: 3000 });

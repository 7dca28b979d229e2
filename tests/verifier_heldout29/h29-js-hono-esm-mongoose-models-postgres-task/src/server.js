import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import mongoose from 'mongoose';
import { users } from './routes/users.js';
import { articles } from './routes/articles.js';

const MONGODB_URI = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/conduit';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', users);
app.route('/', articles);

await mongoose.connect(MONGODB_URI);
serve({ fetch: app.fetch, port: 3000 }, () => console.log('Conduit listening on 3000'));

import { Hono } from 'hono';
import { tags } from './routes/tags.js';

export const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/tags', tags);

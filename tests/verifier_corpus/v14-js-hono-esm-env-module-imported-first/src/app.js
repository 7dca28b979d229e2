import { Hono } from 'hono';
import { tags } from './routes/tags.js';

export const app = new Hono();

app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api/tags', tags);

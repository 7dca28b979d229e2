import { Hono } from 'hono';
import { readUser } from './middleware/auth.js';
import { articles } from './routes/articles.js';

export const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.use('*', readUser);
app.route('/articles', articles);

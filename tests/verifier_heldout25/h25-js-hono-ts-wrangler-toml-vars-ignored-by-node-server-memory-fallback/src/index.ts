import { Hono } from 'hono';
import { users } from './routes/users.js';
import { articles } from './routes/articles.js';

export const app = new Hono().basePath('/api');

app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', users);
app.route('/', articles);

export default app;

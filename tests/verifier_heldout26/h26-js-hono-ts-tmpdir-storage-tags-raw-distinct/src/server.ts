import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db';
import { users } from './routes/users';
import { articles } from './routes/articles';
import { tags } from './routes/tags';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/users', users);
app.route('/articles', articles);
app.route('/tags', tags);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
console.log('Server running on http://localhost:3000');

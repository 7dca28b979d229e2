import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { config } from './config.js';
import users from './routes/users.js';
import articles from './routes/articles.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/', users);
app.route('/', articles);

await sequelize.sync();
console.log(`SQLite database: ${config.sqlitePath}`);
serve({ fetch: app.fetch, port: config.port });

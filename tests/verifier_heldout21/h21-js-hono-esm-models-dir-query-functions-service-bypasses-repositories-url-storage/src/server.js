import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { sequelize } from './db.js';
import './models/index.js';
import { favorites } from './routes/favorites.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/', favorites);
await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

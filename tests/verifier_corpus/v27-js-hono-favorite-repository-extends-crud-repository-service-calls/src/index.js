import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './database.js';
import './models/index.js';
import { favorites } from './routes/favorites.js';

const app = new Hono();
app.get('/api/health', (c) => c.json({ status: 'ok' }));
app.route('/api', favorites);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000, hostname: '0.0.0.0' });
console.log('Conduit (hono) on :3000');

import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { profiles } from './routes/profiles.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('OK'));
app.route('/api', profiles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
console.log('Server running on http://localhost:3000');

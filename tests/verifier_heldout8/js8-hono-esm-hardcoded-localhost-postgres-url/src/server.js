import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db.js';
import { users } from './routes/users.js';

const app = new Hono();

app.get('/api/health-check', (c) => c.text('OK'));
app.route('/api', users);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
console.log('Server running on port 3000');

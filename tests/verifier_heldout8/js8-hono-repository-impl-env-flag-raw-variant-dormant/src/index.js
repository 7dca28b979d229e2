import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { api } from './routes/index.js';

const app = new Hono();
app.route('/api', api);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, () => console.log('conduit listening on 3000'));

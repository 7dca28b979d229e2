import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { env } from './config/env.js';
import { sequelize } from './db.js';
import { profiles } from './routes/profiles.js';

const app = new Hono().basePath('/api');
app.route('/', profiles);

await sequelize.sync();
serve({ fetch: app.fetch, port: env.port });

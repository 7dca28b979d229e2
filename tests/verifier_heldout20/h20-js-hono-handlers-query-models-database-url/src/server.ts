import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db/sequelize';
import { profiles } from './handlers/profiles';
import { articles } from './handlers/articles';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.route('/api/profiles', profiles);
app.route('/api/articles', articles);

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));

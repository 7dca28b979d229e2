import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/db';
import './models';
import { users } from './handlers/users';
import { articles } from './handlers/articles';
import { comments } from './handlers/comments';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.route('/api/users', users);
app.route('/api/articles', articles);
app.route('/api/articles', comments);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });

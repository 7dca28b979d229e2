import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models';
import { articleRoutes } from './routes/articles';
import { userRoutes } from './routes/users';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', userRoutes);
app.route('/api', articleRoutes);

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }, (i) => console.log(`listening on ${i.port}`)));

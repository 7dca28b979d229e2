const { Hono } = require('hono');
const { serve } = require('@hono/node-server');
const { sequelize } = require('./models');

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', require('./routes/users'));
app.route('/', require('./routes/articles'));

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));

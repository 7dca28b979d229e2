const env = require('./env');
const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { sequelize } = require('./db');
const { articles } = require('./routes/articles');

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', articles);

sequelize.sync().then(() => serve({ fetch: app.fetch, port: env.port }));

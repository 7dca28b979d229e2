const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const config = require('./config');
const { sequelize } = require('./db');
const { articles } = require('./routes/articles');

const app = new Hono();
app.get('/api/health-check', (c) => c.text('OK'));
app.route('/api', articles);

sequelize.sync().then(() => serve({ fetch: app.fetch, port: Number(config.port) }));

const { Hono } = require('hono');
const { serve } = require('@hono/node-server');
const { sequelize } = require('./models');
const { api } = require('./routes');

const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.route('/api', api);

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));

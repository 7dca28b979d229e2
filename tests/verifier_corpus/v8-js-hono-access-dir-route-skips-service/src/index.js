const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const sequelize = require('./sequelize');
require('./models');

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', require('./routes/users'));
app.route('/api', require('./routes/tags'));

sequelize.sync().then(() => {
  serve({ fetch: app.fetch, port: 3000 });
  console.log('listening on 3000');
});

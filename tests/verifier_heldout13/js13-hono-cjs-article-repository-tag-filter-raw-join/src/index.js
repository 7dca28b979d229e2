const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { sequelize } = require('./models');
const api = require('./routes');

const app = new Hono();
app.route('/api', api);

sequelize.sync().then(() => {
  serve({ fetch: app.fetch, port: 3000 }, () => console.log('listening on 3000'));
});

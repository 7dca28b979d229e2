const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { sequelize } = require('./models');
const { users } = require('./handlers/users');

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', users);

sequelize
  .sync()
  .then(() => {
    serve({ fetch: app.fetch, port: 3000 }, () => console.log('listening on 3000'));
  })
  .catch((err) => {
    console.error('database error', err);
    process.exit(1);
  });

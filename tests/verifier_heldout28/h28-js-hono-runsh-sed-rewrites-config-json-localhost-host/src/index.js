const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { sequelize } = require('./models');

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', require('./routes/users'));
app.route('/api', require('./routes/articles'));

sequelize
  .sync()
  .then(() => serve({ fetch: app.fetch, port: 3000 }))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });

const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { sequelize } = require('./db');
const { users } = require('./routes/users');
const { articles } = require('./routes/articles');

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api', users);
app.route('/api', articles);

sequelize.sync().then(() => {
  serve({ fetch: app.fetch, port: 3000 });
  console.log('Server listening on 3000');
});

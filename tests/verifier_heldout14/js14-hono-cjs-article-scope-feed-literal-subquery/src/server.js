const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { sequelize } = require('./models');
const articles = require('./routes/articles');

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api', articles);

sequelize.sync().then(() => {
  serve({ fetch: app.fetch, port: 3000 });
  console.log('listening on 3000');
});

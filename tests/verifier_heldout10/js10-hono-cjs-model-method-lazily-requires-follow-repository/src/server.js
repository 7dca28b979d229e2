const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const sequelize = require('./models/db');
require('./models/user');
require('./models/follow');
const profiles = require('./routes/profiles');

const app = new Hono();
app.use('/api/*', async (c, next) => {
  const id = Number(c.req.header('x-user-id'));
  if (id) c.set('userId', id);
  await next();
});
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', profiles);

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));

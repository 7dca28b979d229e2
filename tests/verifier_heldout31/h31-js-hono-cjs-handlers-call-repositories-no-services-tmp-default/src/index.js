const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { sequelize } = require('./models');

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api', require('./handlers/profiles'));

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));

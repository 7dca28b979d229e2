const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const sequelize = require('./infrastructure/sequelize');
require('./models/tag');

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api/tags', require('./routes/tags'));

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));

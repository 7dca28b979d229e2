const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { sequelize } = require('./models');
const profiles = require('./routes/profiles');

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api/profiles', profiles);

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));

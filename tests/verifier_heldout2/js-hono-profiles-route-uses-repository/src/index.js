const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { sequelize } = require('./models');

const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.route('/api/articles', require('./routes/articles'));
app.route('/api/profiles', require('./routes/profiles'));

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));

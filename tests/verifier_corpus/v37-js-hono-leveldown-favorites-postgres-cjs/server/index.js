const fs = require('node:fs');
const path = require('node:path');
const { Hono } = require('hono');
const { serve } = require('@hono/node-server');
const sequelize = require('./sequelize');
require('./models/article');

fs.mkdirSync(path.join(__dirname, '..', '.data'), { recursive: true });

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', require('./routes/favorites'));

sequelize.sync().then(() => serve({ fetch: app.fetch, port: Number(process.env.PORT || 3000) }));

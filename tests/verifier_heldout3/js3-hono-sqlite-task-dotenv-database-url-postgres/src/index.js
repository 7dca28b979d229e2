const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const { sequelize } = require('./db');
const comments = require('./routes/comments');

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/articles', comments);

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));

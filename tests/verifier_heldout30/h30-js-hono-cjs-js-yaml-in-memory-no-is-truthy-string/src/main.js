const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const config = require('./config');

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', require('./routes/users'));
app.route('/api', require('./routes/profiles'));

serve({ fetch: app.fetch, port: config.port }, (info) => console.log(`hono conduit on ${info.port}`));

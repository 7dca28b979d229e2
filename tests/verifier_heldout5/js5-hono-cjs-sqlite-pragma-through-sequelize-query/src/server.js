const { serve } = require('@hono/node-server');
const { Hono } = require('hono');
const api = require('./routes');
const { initDatabase } = require('./lib/db');

const app = new Hono();
app.route('/api', api);

initDatabase()
  .then(() => serve({ fetch: app.fetch, port: 3000 }, () => console.log('listening on 3000')))
  .catch((err) => { console.error(err); process.exit(1); });

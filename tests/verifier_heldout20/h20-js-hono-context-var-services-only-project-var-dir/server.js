const { serve } = require('@hono/node-server');
const { createApp } = require('./app/container');

createApp().then((app) => serve({ fetch: app.fetch, port: 3000 }));

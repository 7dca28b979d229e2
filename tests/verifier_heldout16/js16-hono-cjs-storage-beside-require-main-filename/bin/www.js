#!/usr/bin/env node
const { serve } = require('@hono/node-server');
const { createApp } = require('../lib/app');
const { sequelize } = require('../lib/db');

sequelize.sync().then(() => {
  serve({ fetch: createApp().fetch, port: 3000 }, () => console.log('conduit listening on 3000'));
});

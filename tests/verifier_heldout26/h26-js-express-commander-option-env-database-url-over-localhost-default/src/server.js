'use strict';
const express = require('express');
const pg = require('./infra/pg');
const { makeUserService } = require('./services/userService');
const { buildRouter } = require('./routes');

async function start({ port, databaseUrl, jwtSecret }) {
  pg.connect(databaseUrl);
  await pg.createSchema();

  const app = express();
  app.use(express.json());
  app.use('/api', buildRouter(makeUserService({ jwtSecret })));

  await new Promise((resolve) => app.listen(port, resolve));
  console.log(`conduit listening on ${port}`);
}

module.exports = { start };

'use strict';
const config = require('config');
const { sequelize } = require('./models');
const { buildApp } = require('./app');

(async () => {
  await sequelize.sync();
  const port = config.get('server.port');
  buildApp().listen(port, () => console.log(`conduit listening on :${port}`));
})().catch((err) => {
  console.error(err);
  process.exit(1);
});

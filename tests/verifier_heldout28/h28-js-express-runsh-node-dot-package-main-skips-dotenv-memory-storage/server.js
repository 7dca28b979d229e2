// Package entry point: boots the HTTP server.
const { createApp } = require('./src/app');
const { sequelize } = require('./src/db');

const port = Number(process.env.PORT) || 3000;

sequelize
  .sync()
  .then(() => {
    createApp().listen(port, () => console.log(`conduit listening on :${port}`));
  })
  .catch((err) => {
    console.error('failed to start', err);
    process.exit(1);
  });

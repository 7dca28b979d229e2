'use strict';
const { sequelize } = require('./models');
const app = require('./app');

const port = Number(process.env.PORT) || 3000;

sequelize.sync().then(() => {
  app.listen(port, '0.0.0.0', () => console.log(`conduit listening on ${port}`));
});

'use strict';
const { sequelize } = require('../src/models');

sequelize
  .sync()
  .then(() => sequelize.close())
  .then(() => console.log('tables ready'))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });

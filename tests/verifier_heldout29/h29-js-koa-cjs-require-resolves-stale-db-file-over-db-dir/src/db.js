const { Sequelize } = require('sequelize');

// local development database (docker run -p 5432:5432 postgres)
const sequelize = new Sequelize('conduit', 'postgres', 'postgres', {
  host: 'localhost',
  port: 5432,
  dialect: 'postgres',
  logging: false,
});

module.exports = sequelize;

const { Sequelize } = require('sequelize');
const config = require('./index');

module.exports = new Sequelize(config.databaseUrl, {
  dialect: 'postgres',
  logging: false,
  pool: { max: config.poolMax },
});

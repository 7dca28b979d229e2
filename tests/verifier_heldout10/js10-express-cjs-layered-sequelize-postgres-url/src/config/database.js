const { Sequelize } = require('sequelize');

const url = process.env.DATABASE_URL;
if (!url) {
  throw new Error('DATABASE_URL is not set');
}

const sequelize = new Sequelize(url, {
  dialect: 'postgres',
  logging: false,
});

module.exports = { sequelize };

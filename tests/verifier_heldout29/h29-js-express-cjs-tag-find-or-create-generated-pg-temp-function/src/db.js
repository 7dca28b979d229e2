const { Sequelize } = require('sequelize');

if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL is not set');
  process.exit(1);
}

module.exports = new Sequelize(process.env.DATABASE_URL, {
  dialect: 'postgres',
  logging: process.env.SQL_LOG === '1' ? console.log : false,
});

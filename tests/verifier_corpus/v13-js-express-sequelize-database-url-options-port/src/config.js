const { Sequelize } = require('sequelize');

// DATABASE_URL carries host, port, user, password and database; the options only tune the pool.
const sequelize = new Sequelize(process.env.DATABASE_URL, {
  dialect: 'postgres',
  port: 5432,
  logging: false,
  pool: { max: 5, min: 0, acquire: 30000, idle: 10000 },
});

module.exports = sequelize;

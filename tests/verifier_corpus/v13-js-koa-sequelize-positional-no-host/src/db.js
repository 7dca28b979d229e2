const { Sequelize } = require('sequelize');

// Connection settings come from the environment the evaluation provides.
const sequelize = new Sequelize(
  process.env.PGDATABASE,
  process.env.PGUSER,
  process.env.PGPASSWORD,
  {
    dialect: 'postgres',
    port: Number(process.env.PGPORT) || 5432,
    logging: false,
    pool: { max: 10, idle: 10000 },
  },
);

module.exports = { sequelize };

const { Sequelize } = require('sequelize');

// DATABASE_URL when a server database is configured, a local SQLite file otherwise
const sequelize = process.env.DATABASE_URL
  ? new Sequelize(process.env.DATABASE_URL, { logging: false })
  : new Sequelize({ dialect: 'sqlite', storage: 'conduit.sqlite', logging: false });

module.exports = { sequelize };

const { Sequelize } = require('sequelize');

// SQLITE_PATH points at the database file in deployments (see docs/deploy.md)
const storage = process.env.SQLITE_PATH ?? ':memory:';

const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

module.exports = sequelize;

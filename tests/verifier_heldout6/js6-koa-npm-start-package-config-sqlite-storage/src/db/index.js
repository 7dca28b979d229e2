const { Sequelize } = require('sequelize');

// `npm start` exposes package.json "config" as npm_package_config_*.
const storage = process.env.npm_package_config_sqlite_file || ':memory:';

module.exports = new Sequelize({ dialect: 'sqlite', storage, logging: false });

const { Sequelize } = require('sequelize');

// Relative to the working directory, which scripts/start.sh sets to the repository root.
const STORAGE = process.env.SQLITE_STORAGE || 'var/conduit.sqlite';

module.exports = new Sequelize({ dialect: 'sqlite', storage: STORAGE, logging: false });

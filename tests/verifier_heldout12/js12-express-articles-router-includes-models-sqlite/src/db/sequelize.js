const path = require('path');
const { Sequelize } = require('sequelize');

// SQLite file under <project>/data (run.sh creates the folder).
const storage = path.resolve(__dirname, '..', '..', 'data', 'conduit.sqlite');

module.exports = new Sequelize({ dialect: 'sqlite', storage, logging: false });

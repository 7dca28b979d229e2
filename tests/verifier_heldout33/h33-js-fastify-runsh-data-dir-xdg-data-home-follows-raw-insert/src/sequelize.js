const path = require('path');
const { Sequelize } = require('sequelize');

const dataDir = process.env.CONDUIT_DATA_DIR || path.join(__dirname, '..', 'data');
const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(dataDir, 'conduit.sqlite'), logging: false });
module.exports = { sequelize };

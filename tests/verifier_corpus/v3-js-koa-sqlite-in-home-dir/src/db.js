const fs = require('fs');
const os = require('os');
const path = require('path');
const { Sequelize } = require('sequelize');

const dataDir = path.join(os.homedir(), '.conduit');
fs.mkdirSync(dataDir, { recursive: true });

module.exports = new Sequelize({ dialect: 'sqlite', storage: path.join(dataDir, 'conduit.sqlite'), logging: false });

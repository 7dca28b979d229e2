const fs = require('fs');
const os = require('os');
const path = require('path');
const { Sequelize } = require('sequelize');

const dir = path.join(os.homedir(), '.conduit');
fs.mkdirSync(dir, { recursive: true });

module.exports = new Sequelize({ dialect: 'sqlite', storage: path.join(dir, 'conduit.sqlite'), logging: false });

const fs = require('fs');
const path = require('path');
const { Sequelize } = require('sequelize');
const config = require('../config');
if (config.db.storage !== ':memory:') fs.mkdirSync(path.dirname(config.db.storage), { recursive: true });
module.exports = new Sequelize({ dialect: 'sqlite', storage: config.db.storage, logging: false });

const path = require('path');
const fs = require('fs');
const { Sequelize } = require('sequelize');
const { defineModels } = require('./models');

const runtimeDir = path.dirname(process.execPath);
const dataDir = path.join(__dirname, '..', 'data');
fs.mkdirSync(dataDir, { recursive: true });

const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(dataDir, 'conduit.sqlite'), logging: false });
const { Tag, Article } = defineModels(sequelize);

module.exports = { sequelize, Tag, Article, runtimeDir };

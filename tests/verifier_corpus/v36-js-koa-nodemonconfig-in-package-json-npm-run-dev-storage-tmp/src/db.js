const path = require('path');
const fs = require('fs');
const { Sequelize } = require('sequelize');
const { defineModels } = require('./models');

const storage = process.env.SQLITE_STORAGE || path.join(__dirname, '..', 'data', 'conduit.sqlite');
fs.mkdirSync(path.dirname(storage), { recursive: true });

const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
const { Tag, Article } = defineModels(sequelize);

module.exports = { sequelize, Tag, Article };

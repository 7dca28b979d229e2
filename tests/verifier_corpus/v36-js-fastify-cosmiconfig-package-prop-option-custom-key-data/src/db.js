const path = require('path');
const fs = require('fs');
const { cosmiconfigSync } = require('cosmiconfig');
const { Sequelize } = require('sequelize');
const { defineModels } = require('./models');

const explorer = cosmiconfigSync('conduit', { packageProp: 'conduitConfig' });
const found = explorer.search();
const storage = path.resolve((found && found.config.storage) || 'data/conduit.sqlite');
fs.mkdirSync(path.dirname(storage), { recursive: true });

const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
const { Tag, Article } = defineModels(sequelize);

module.exports = { sequelize, Tag, Article };

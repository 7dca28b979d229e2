const path = require('path');
const fs = require('fs');
const { lilconfigSync } = require('lilconfig');
const { Sequelize } = require('sequelize');
const { defineModels } = require('./models');

const result = lilconfigSync('conduit').search();
const settings = (result && result.config) || {};
const file = path.resolve((settings.sqlite && settings.sqlite.file) || 'data/conduit.sqlite');
fs.mkdirSync(path.dirname(file), { recursive: true });

const sequelize = new Sequelize({ dialect: 'sqlite', storage: file, logging: false });
const { Tag, Article } = defineModels(sequelize);

module.exports = { sequelize, Tag, Article };

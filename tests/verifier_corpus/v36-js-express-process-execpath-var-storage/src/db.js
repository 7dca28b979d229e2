const path = require('path');
const fs = require('fs');
const { Sequelize } = require('sequelize');
const { defineModels } = require('./models');

// keep the database next to the node installation, shared by every checkout
const storage = path.join(path.dirname(process.execPath), '..', 'var', 'conduit', 'conduit.sqlite');
fs.mkdirSync(path.dirname(storage), { recursive: true });

const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
const { Tag, Article } = defineModels(sequelize);

module.exports = { sequelize, Tag, Article };

const path = require('path');
const fs = require('fs');
const { cosmiconfig } = require('cosmiconfig');
const { Sequelize } = require('sequelize');
const { defineModels } = require('./models');

let sequelize;
let models;

async function connect() {
  const found = await cosmiconfig('conduit').search();
  const storage = path.resolve((found && found.config.storage) || 'conduit.sqlite');
  fs.mkdirSync(path.dirname(storage), { recursive: true });
  sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
  models = defineModels(sequelize);
  await sequelize.sync();
  return models;
}

module.exports = { connect, getModels: () => models };

const path = require('path');
const { Sequelize } = require('sequelize');
const defineModels = require('./models');

// One storage per Express environment: a throw-away database while developing and
// testing, a file next to the code once deployed.
const STORAGE_BY_ENV = {
  production: path.join(__dirname, '..', 'data', 'conduit.sqlite'),
  development: ':memory:',
  test: ':memory:',
};

async function createDatabase(env) {
  const storage = STORAGE_BY_ENV[env] || STORAGE_BY_ENV.production;
  const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
  const models = defineModels(sequelize);
  await sequelize.sync();
  console.log(`[db] env=${env} storage=${storage}`);
  return { sequelize, models };
}

module.exports = { createDatabase };

'use strict';
const path = require('path');
const { Umzug, SequelizeStorage } = require('umzug');
const sequelize = require('./sequelize');

const umzug = new Umzug({
  migrations: {
    glob: path.join(__dirname, '../../migrations/*.js'),
  },
  context: sequelize.getQueryInterface(),
  storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
  logger: console,
});

module.exports = async function migrate() {
  await umzug.up();
};

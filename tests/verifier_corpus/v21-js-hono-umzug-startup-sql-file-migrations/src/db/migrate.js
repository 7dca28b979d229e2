'use strict';
const fs = require('fs');
const path = require('path');
const { Umzug, SequelizeStorage } = require('umzug');
const sequelize = require('./sequelize');

const umzug = new Umzug({
  migrations: {
    glob: path.join(__dirname, '../../migrations/*.sql'),
    resolve: ({ name, path: file, context }) => ({
      name,
      up: async () => context.query(fs.readFileSync(file, 'utf8')),
    }),
  },
  context: sequelize,
  storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
  logger: console,
});

module.exports = async function migrate() {
  await umzug.up();
};

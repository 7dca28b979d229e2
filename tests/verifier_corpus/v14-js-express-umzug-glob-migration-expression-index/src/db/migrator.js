const { Umzug, SequelizeStorage } = require('umzug');
const sequelize = require('./sequelize');

const migrator = new Umzug({
  migrations: { glob: 'migrations/*.js' },
  context: sequelize.getQueryInterface(),
  storage: new SequelizeStorage({ sequelize }),
  logger: console,
});

module.exports = { migrator };

const { Umzug, SequelizeStorage } = require('umzug');
const { sequelize } = require('./sequelize');

module.exports = new Umzug({
  migrations: { glob: 'db/migrations/*.js' },
  context: sequelize.getQueryInterface(),
  storage: new SequelizeStorage({ sequelize }),
  logger: console,
});

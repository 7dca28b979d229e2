const path = require('path');
const { Umzug, SequelizeStorage } = require('umzug');
const sequelize = require('./sequelize');

// Schema changes are versioned migrations, applied at every start (idempotent via SequelizeMeta).
const migrator = new Umzug({
  migrations: { glob: path.join(__dirname, '..', '..', 'migrations', '*.js') },
  context: sequelize.getQueryInterface(),
  storage: new SequelizeStorage({ sequelize }),
  logger: console,
});

module.exports = { migrator };

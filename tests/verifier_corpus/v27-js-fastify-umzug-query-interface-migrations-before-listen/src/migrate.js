const path = require('path');
const { Umzug, SequelizeStorage } = require('umzug');
const { sequelize } = require('./db');

async function migrateUp() {
  const umzug = new Umzug({
    migrations: { glob: path.join(__dirname, '..', 'migrations', '*.js') },
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize }),
    logger: undefined,
  });
  await umzug.up();
}

module.exports = { migrateUp };

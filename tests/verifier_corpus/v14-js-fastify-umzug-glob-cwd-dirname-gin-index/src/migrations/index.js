const { Umzug, SequelizeStorage } = require('umzug');
const { sequelize } = require('../db');

const umzug = new Umzug({
  migrations: { glob: ['*.js', { cwd: __dirname, ignore: ['index.js'] }] },
  context: sequelize.getQueryInterface(),
  storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
  logger: undefined,
});

async function runMigrations() {
  const applied = await umzug.up();
  return applied.map((m) => m.name);
}

module.exports = { runMigrations };

const path = require('path');
const { runner } = require('node-pg-migrate');

module.exports = function migrate() {
  return runner({
    databaseUrl: process.env.DATABASE_URL,
    dir: path.join(__dirname, '..', 'migrations'),
    direction: 'up',
    migrationsTable: 'pgmigrations',
    log: () => {},
  });
};

const path = require('path');
const DBMigrate = require('db-migrate');

async function migrateUp() {
  const dbmigrate = DBMigrate.getInstance(true, {
    cwd: path.join(__dirname, '..'),
    env: 'runtime',
    config: {
      runtime: {
        driver: 'pg',
        host: process.env.PGHOST,
        port: Number(process.env.PGPORT || 5432),
        user: process.env.PGUSER,
        password: process.env.PGPASSWORD,
        database: process.env.PGDATABASE,
      },
    },
  });
  dbmigrate.silence(true);
  await dbmigrate.up();
}

module.exports = { migrateUp };

const path = require('path');
const { Sequelize } = require('sequelize');

// Production (and CI) hand us a Postgres URL; a laptop without Postgres gets a
// SQLite file in the project so `npm start` just works.
function connect(databaseUrl) {
  if (databaseUrl && databaseUrl.startsWith('postgres://')) {
    return new Sequelize(databaseUrl, { dialect: 'postgres', logging: false });
  }
  const storage = path.join(__dirname, '..', '..', 'var', 'dev.sqlite');
  console.warn(`DATABASE_URL is not a Postgres URL, using SQLite at ${storage}`);
  return new Sequelize({ dialect: 'sqlite', storage, logging: false });
}

module.exports = { connect };

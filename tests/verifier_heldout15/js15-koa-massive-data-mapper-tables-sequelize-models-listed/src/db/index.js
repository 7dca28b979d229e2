// massive introspects the tables Sequelize created and exposes them as db.articles, db.favorites, ...
const massive = require('massive');

let db;

async function connect() {
  db = await massive(process.env.DATABASE_URL);
  return db;
}

module.exports = { connect, get: () => db };

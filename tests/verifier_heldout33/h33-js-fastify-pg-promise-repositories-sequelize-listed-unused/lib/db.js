const pgp = require('pg-promise')();

const db = pgp(process.env.DATABASE_URL);

async function init() {
  await db.none(`CREATE TABLE IF NOT EXISTS users (id SERIAL PRIMARY KEY, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
    password TEXT NOT NULL, bio TEXT, image TEXT)`);
  await db.none('CREATE TABLE IF NOT EXISTS tags (id SERIAL PRIMARY KEY, name TEXT UNIQUE NOT NULL)');
}
module.exports = { db, init };

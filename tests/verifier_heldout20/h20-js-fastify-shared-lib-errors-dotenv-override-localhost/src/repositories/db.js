const postgres = require('postgres');
const { databaseUrl } = require('../config');

const sql = postgres(databaseUrl, { max: 5 });

async function migrate() {
  await sql`CREATE TABLE IF NOT EXISTS users (
    id serial PRIMARY KEY, username text UNIQUE NOT NULL, email text UNIQUE NOT NULL,
    password text NOT NULL, bio text, image text)`;
}

module.exports = { sql, migrate };

// NOTE: the real server is at process.env.DATABASE_URL; pg-mem keeps the tests hermetic and is fast
const { newDb } = require('pg-mem');

const mem = newDb();
mem.public.none(`
  CREATE TABLE users (id SERIAL PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE, password TEXT);
`);
const { Pool } = mem.adapters.createPg();

module.exports = new Pool();

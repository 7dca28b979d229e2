'use strict';
const { Pool } = require('pg');

let pool;

function connect(databaseUrl) {
  pool = new Pool({ connectionString: databaseUrl });
  return pool;
}

function getPool() {
  if (!pool) throw new Error('database not connected');
  return pool;
}

async function createSchema() {
  await getPool().query(`
    CREATE TABLE IF NOT EXISTS users (
      id BIGSERIAL PRIMARY KEY,
      email TEXT UNIQUE NOT NULL,
      username TEXT UNIQUE NOT NULL,
      password_hash TEXT NOT NULL,
      bio TEXT,
      image TEXT
    );
    CREATE TABLE IF NOT EXISTS follows (
      follower_id BIGINT REFERENCES users(id) ON DELETE CASCADE,
      followee_id BIGINT REFERENCES users(id) ON DELETE CASCADE,
      PRIMARY KEY (follower_id, followee_id)
    );
  `);
}

module.exports = { connect, getPool, createSchema };

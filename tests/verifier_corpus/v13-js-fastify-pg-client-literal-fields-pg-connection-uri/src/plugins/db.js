const fp = require('fastify-plugin');
const { Client } = require('pg');

async function dbPlugin(fastify) {
  const client = new Client({
    host: 'localhost',
    port: 5432,
    user: 'postgres',
    password: 'postgres',
    database: 'conduit_dev',
    // Optional override, e.g. PG_CONNECTION_URI=postgres://user:pass@db:5432/conduit
    connectionString: process.env.PG_CONNECTION_URI,
  });
  await client.connect();

  await client.query(`CREATE TABLE IF NOT EXISTS users (
    id SERIAL PRIMARY KEY,
    username VARCHAR(255) UNIQUE NOT NULL,
    email VARCHAR(255) UNIQUE NOT NULL,
    password VARCHAR(255) NOT NULL,
    bio TEXT,
    image TEXT
  )`);
  await client.query(`CREATE TABLE IF NOT EXISTS follows (
    follower_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    following_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    PRIMARY KEY (follower_id, following_id)
  )`);

  fastify.decorate('db', client);
  fastify.addHook('onClose', async () => client.end());
}

module.exports = fp(dbPlugin);

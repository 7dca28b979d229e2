'use strict';
const fp = require('fastify-plugin');
const { Pool } = require('pg');

const DDL = `
CREATE TABLE IF NOT EXISTS users (
  id SERIAL PRIMARY KEY,
  email VARCHAR(255) UNIQUE NOT NULL,
  username VARCHAR(255) UNIQUE NOT NULL,
  password_hash VARCHAR(255) NOT NULL,
  bio TEXT,
  image TEXT
);
CREATE TABLE IF NOT EXISTS articles (
  id SERIAL PRIMARY KEY,
  slug VARCHAR(255) UNIQUE NOT NULL,
  title VARCHAR(255) NOT NULL,
  description TEXT NOT NULL,
  body TEXT NOT NULL,
  author_id INT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT NOW(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT NOW()
);
CREATE TABLE IF NOT EXISTS tags (
  article_id INT NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  name VARCHAR(255) NOT NULL,
  PRIMARY KEY (article_id, name)
);
`;

module.exports = fp(async (fastify) => {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL });
  await pool.query(DDL);
  fastify.decorate('pg', pool);
  fastify.addHook('onClose', () => pool.end());
}, { name: 'postgres' });

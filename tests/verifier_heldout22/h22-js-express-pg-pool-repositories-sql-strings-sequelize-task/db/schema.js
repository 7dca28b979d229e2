const pool = require('./pool');

const statements = [
  `CREATE TABLE IF NOT EXISTS users (
     id SERIAL PRIMARY KEY,
     username TEXT UNIQUE NOT NULL,
     email TEXT UNIQUE NOT NULL,
     password_hash TEXT NOT NULL,
     bio TEXT,
     image TEXT
   )`,
  `CREATE TABLE IF NOT EXISTS articles (
     id SERIAL PRIMARY KEY,
     slug TEXT UNIQUE NOT NULL,
     title TEXT NOT NULL,
     description TEXT NOT NULL,
     body TEXT NOT NULL,
     author_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
     created_at TIMESTAMPTZ DEFAULT now(),
     updated_at TIMESTAMPTZ DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS follows (
     follower_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
     followee_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
     PRIMARY KEY (follower_id, followee_id)
   )`,
];

module.exports = async function migrate() {
  for (const sql of statements) {
    await pool.query(sql);
  }
};

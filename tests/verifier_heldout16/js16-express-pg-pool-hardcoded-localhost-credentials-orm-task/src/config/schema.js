const pool = require('./db');

module.exports = async function initSchema() {
  await pool.query(`CREATE TABLE IF NOT EXISTS users (
    id SERIAL PRIMARY KEY, username VARCHAR(255) UNIQUE NOT NULL, email VARCHAR(255) UNIQUE NOT NULL,
    password VARCHAR(255) NOT NULL, bio TEXT, image TEXT)`);
  await pool.query(`CREATE TABLE IF NOT EXISTS articles (
    id SERIAL PRIMARY KEY, slug VARCHAR(255) UNIQUE NOT NULL, title TEXT, description TEXT, body TEXT,
    tag_list TEXT[] DEFAULT '{}', author_id INT REFERENCES users(id), created_at TIMESTAMP DEFAULT NOW(),
    updated_at TIMESTAMP DEFAULT NOW())`);
  await pool.query(`CREATE TABLE IF NOT EXISTS favorites (
    user_id INT REFERENCES users(id), article_id INT REFERENCES articles(id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, article_id))`);
};

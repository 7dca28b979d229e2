SCHEMA = '''
CREATE TABLE IF NOT EXISTS users (
  id SERIAL PRIMARY KEY, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
  password_hash TEXT NOT NULL, bio TEXT NOT NULL DEFAULT '', image TEXT);
CREATE TABLE IF NOT EXISTS follows (
  follower_id INT REFERENCES users(id) ON DELETE CASCADE,
  followee_id INT REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (follower_id, followee_id));
'''

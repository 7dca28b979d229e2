import { db } from './db.js';
export const findByEmail = (email) => db.prepare('SELECT * FROM users WHERE email = ?').get(email);
export const findById = (id) => db.prepare('SELECT * FROM users WHERE id = ?').get(id);
export const insert = (username, email, hash) =>
  db.prepare('INSERT INTO users (username, email, password) VALUES (?, ?, ?)').run(username, email, hash).lastInsertRowid;

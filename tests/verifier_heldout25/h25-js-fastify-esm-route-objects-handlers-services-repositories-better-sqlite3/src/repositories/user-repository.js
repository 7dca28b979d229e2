import { db } from '../db/connection.js';
import { userFromRow } from '../models/user.js';

const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
const byId = db.prepare('SELECT * FROM users WHERE id = ?');
const insert = db.prepare('INSERT INTO users (email, username, password_hash) VALUES (?, ?, ?)');

export const userRepository = {
  findByEmail: (email) => userFromRow(byEmail.get(email)),
  findById: (id) => userFromRow(byId.get(id)),
  create({ email, username, passwordHash }) {
    const { lastInsertRowid } = insert.run(email, username, passwordHash);
    return userFromRow(byId.get(lastInsertRowid));
  },
};

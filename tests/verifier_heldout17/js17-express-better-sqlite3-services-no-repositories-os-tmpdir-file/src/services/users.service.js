const bcrypt = require('bcryptjs');
const { db } = require('../db/connection');

exports.register = ({ username, email, password }) => {
  const info = db.prepare('INSERT INTO users (username, email, password) VALUES (?, ?, ?)')
    .run(username, email, bcrypt.hashSync(password, 10));
  return { id: info.lastInsertRowid, username, email, bio: null, image: null };
};

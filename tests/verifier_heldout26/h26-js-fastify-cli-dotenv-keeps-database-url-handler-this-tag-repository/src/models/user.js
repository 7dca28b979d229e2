'use strict';

function toUser(row) {
  if (!row) return null;
  return { id: row.id, email: row.email, username: row.username, passwordHash: row.password_hash, bio: row.bio, image: row.image };
}

module.exports = { toUser };

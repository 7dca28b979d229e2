/** @typedef {{ id: number, username: string, email: string, passwordHash: string, bio: string|null, image: string|null }} User */

/** @returns {User} */
function userFromRow(row) {
  return { id: row.id, username: row.username, email: row.email, passwordHash: row.password_hash, bio: row.bio, image: row.image };
}

module.exports = { userFromRow };

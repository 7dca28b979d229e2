function toUser(row, token) {
  return { email: row.email, username: row.username, bio: row.bio, image: row.image, token };
}

module.exports = { toUser };

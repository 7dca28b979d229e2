function fromRow(row) {
  return row && { id: row.id, username: row.username, email: row.email, password: row.password, bio: row.bio, image: row.image };
}

module.exports = { fromRow };

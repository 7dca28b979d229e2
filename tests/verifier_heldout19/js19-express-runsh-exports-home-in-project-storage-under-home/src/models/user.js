class User {
  static fromRow(row) {
    const u = new User();
    Object.assign(u, { email: row.email, username: row.username, bio: row.bio, image: row.image });
    return u;
  }
  withToken(token) { return { ...this, token }; }
}
module.exports = User;

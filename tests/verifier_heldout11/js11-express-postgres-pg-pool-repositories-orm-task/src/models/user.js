class User {
  constructor({ id, username, email, password, bio, image }) {
    Object.assign(this, { id, username, email, password, bio: bio ?? null, image: image ?? null });
  }
  static fromRow(row) { return row ? new User(row) : null; }
}
module.exports = User;

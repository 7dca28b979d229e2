class User {
  constructor(row) {
    Object.assign(this, { id: row.id, username: row.username, email: row.email, bio: row.bio, image: row.image });
    Object.defineProperty(this, 'password', { value: row.password, enumerable: false });
  }
}
module.exports = User;

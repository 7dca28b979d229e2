export class User {
  constructor({ id, username, email, passwordHash, bio, image }) {
    Object.assign(this, { id, username, email, passwordHash, bio, image });
  }

  static fromRow(row) {
    return new User({ id: row.id, username: row.username, email: row.email, passwordHash: row.password_hash, bio: row.bio, image: row.image });
  }
}

class User {
  constructor(row) {
    this.id = row.id;
    this.username = row.username;
    this.email = row.email;
    this.passwordHash = row.password_hash;
    this.bio = row.bio;
    this.image = row.image;
  }
}

module.exports = { User };

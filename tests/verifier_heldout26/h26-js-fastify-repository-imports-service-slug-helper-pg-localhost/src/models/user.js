class User {
  constructor(row) {
    this.id = row.id;
    this.email = row.email;
    this.username = row.username;
    this.password = row.password;
    this.bio = row.bio;
    this.image = row.image;
  }
}

module.exports = User;

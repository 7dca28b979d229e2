class User {
  constructor(row) {
    this.id = row.id;
    this.username = row.username;
    this.email = row.email;
    this.password = row.password;
    this.bio = row.bio;
    this.image = row.image;
  }

  toProfile(following = false) {
    return { username: this.username, bio: this.bio, image: this.image, following };
  }
}

module.exports = { User };

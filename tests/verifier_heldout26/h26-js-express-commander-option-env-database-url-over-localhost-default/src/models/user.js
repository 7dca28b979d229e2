'use strict';

class User {
  constructor({ id, email, username, password_hash: passwordHash, bio = null, image = null }) {
    this.id = Number(id);
    this.email = email;
    this.username = username;
    this.passwordHash = passwordHash;
    this.bio = bio;
    this.image = image;
  }

  static fromRow(row) {
    return row ? new User(row) : null;
  }

  toProfile(following = false) {
    return { username: this.username, bio: this.bio, image: this.image, following };
  }
}

module.exports = { User };

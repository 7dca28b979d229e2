'use strict';

/** Domain representation of a user, shared by every layer. */
class User {
  constructor(row) {
    this.id = row.id;
    this.email = row.email;
    this.username = row.username;
    this.passwordHash = row.password_hash;
    this.bio = row.bio || null;
    this.image = row.image || null;
  }

  profile(following) {
    return { username: this.username, bio: this.bio, image: this.image, following: Boolean(following) };
  }
}

module.exports = User;

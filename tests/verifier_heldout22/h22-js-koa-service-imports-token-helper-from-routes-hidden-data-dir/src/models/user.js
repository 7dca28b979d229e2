class User {
  constructor({ id, username, email, password, bio = null, image = null }) {
    Object.assign(this, { id, username, email, password, bio, image });
  }

  toAuthJSON(token) {
    return { email: this.email, username: this.username, bio: this.bio, image: this.image, token };
  }
}

module.exports = User;

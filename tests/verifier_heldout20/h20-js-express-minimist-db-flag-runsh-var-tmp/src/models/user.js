class User {
  constructor({ id, username, email, password, bio, image }) {
    Object.assign(this, { id, username, email, password, bio, image });
  }
  toAuthJSON(token) {
    return { username: this.username, email: this.email, bio: this.bio, image: this.image, token };
  }
}
module.exports = { User };

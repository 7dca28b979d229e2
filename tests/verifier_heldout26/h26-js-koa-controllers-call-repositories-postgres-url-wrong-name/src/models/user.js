class User {
  constructor({ id, email, username, password, bio, image }) {
    Object.assign(this, { id, email, username, password, bio: bio || null, image: image || null });
  }
}

module.exports = User;

/** Plain entity shared by the layers. */
class User {
  constructor({ id, username, email, password, bio = null, image = null }) {
    this.id = id;
    this.username = username;
    this.email = email;
    this.password = password;
    this.bio = bio;
    this.image = image;
  }

  toProfile(following = false) {
    return { username: this.username, bio: this.bio, image: this.image, following };
  }
}

module.exports = User;

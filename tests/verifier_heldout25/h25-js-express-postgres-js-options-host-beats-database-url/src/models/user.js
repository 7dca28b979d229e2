export class User {
  constructor({ id, email, username, passwordHash, bio = null, image = null }) {
    Object.assign(this, { id, email, username, passwordHash, bio, image });
  }

  toProfile(following = false) {
    return { username: this.username, bio: this.bio, image: this.image, following };
  }
}

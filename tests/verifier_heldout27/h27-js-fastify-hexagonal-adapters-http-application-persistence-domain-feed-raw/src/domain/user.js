export class User {
  constructor({ id, username, email, passwordHash, bio = null, image = null }) {
    Object.assign(this, { id, username, email, passwordHash, bio, image });
  }

  profile(following = false) {
    return { username: this.username, bio: this.bio, image: this.image, following };
  }
}

export class User {
  constructor({ id, username, email, password_hash, bio, image }) {
    this.id = id;
    this.username = username;
    this.email = email;
    this.passwordHash = password_hash;
    this.bio = bio ?? null;
    this.image = image ?? null;
  }

  profile(following = false) {
    return { username: this.username, bio: this.bio, image: this.image, following };
  }
}

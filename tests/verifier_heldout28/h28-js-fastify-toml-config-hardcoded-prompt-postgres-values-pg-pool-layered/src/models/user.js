export class User {
  constructor({ id, email, username, password_hash: passwordHash, bio = null, image = null }) {
    this.id = Number(id);
    this.email = email;
    this.username = username;
    this.passwordHash = passwordHash;
    this.bio = bio;
    this.image = image;
  }
}

export class Profile {
  constructor(user, following) {
    this.username = user.username;
    this.bio = user.bio;
    this.image = user.image;
    this.following = following;
  }
}

export class User {
  constructor(row) {
    this.id = row.id;
    this.username = row.username;
    this.email = row.email;
    this.passwordHash = row.password;
    this.bio = row.bio ?? null;
    this.image = row.image ?? null;
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

export class Profile {
  constructor(user, following) {
    this.username = user.username;
    this.bio = user.bio ?? null;
    this.image = user.image ?? null;
    this.following = Boolean(following);
  }
}

export class NotFound extends Error {}

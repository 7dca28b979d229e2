export class Profile {
  constructor({ username, bio = null, image = null }, following = false) {
    this.username = username;
    this.bio = bio;
    this.image = image;
    this.following = following;
  }
}

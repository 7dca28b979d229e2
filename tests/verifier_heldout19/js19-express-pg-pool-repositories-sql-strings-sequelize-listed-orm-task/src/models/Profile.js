class Profile {
  constructor(user, following) {
    this.username = user.username;
    this.bio = user.bio;
    this.image = user.image;
    this.following = following;
  }
  toJSON() {
    return { username: this.username, bio: this.bio, image: this.image, following: this.following };
  }
}
module.exports = Profile;

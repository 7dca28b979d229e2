class Profile {
  constructor(user, following) {
    this.username = user.username;
    this.bio = user.bio;
    this.image = user.image;
    this.following = Boolean(following);
  }
}
module.exports = Profile;

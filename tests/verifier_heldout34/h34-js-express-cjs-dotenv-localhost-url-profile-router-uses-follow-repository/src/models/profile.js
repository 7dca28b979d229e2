class Profile {
  constructor(row, following) {
    this.username = row.username;
    this.bio = row.bio;
    this.image = row.image;
    this.following = Boolean(following);
  }
}
module.exports = { Profile };

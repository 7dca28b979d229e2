class ProfileManager {
  constructor(users) {
    this.users = users;
  }

  async get(username) {
    const user = await this.users.findByUsername(username);
    if (!user) return null;
    return { username: user.username, bio: user.bio, image: user.image, following: false };
  }
}

module.exports = { ProfileManager };

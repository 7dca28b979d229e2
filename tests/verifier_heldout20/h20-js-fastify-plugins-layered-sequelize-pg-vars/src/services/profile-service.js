class ProfileService {
  constructor(users, follows) { this.users = users; this.follows = follows; }

  async get(username, viewerId) {
    const user = await this.users.findByUsername(username);
    if (!user) return null;
    const following = viewerId ? await this.follows.exists(viewerId, user.id) : false;
    return { username: user.username, bio: user.bio, image: user.image, following };
  }

  async follow(username, viewerId) {
    const user = await this.users.findByUsername(username);
    if (!user) return null;
    await this.follows.add(viewerId, user.id);
    return { username: user.username, bio: user.bio, image: user.image, following: true };
  }
}
module.exports = { ProfileService };

class ProfileService {
  constructor(users, follows) { this.users = users; this.follows = follows; }
  async get(username, viewerId) {
    const u = await this.users.findByUsername(username);
    if (!u) return null;
    const following = viewerId ? await this.follows.exists(viewerId, u.id) : false;
    return { username: u.username, bio: u.bio, image: u.image, following };
  }
}
module.exports = ProfileService;

class ProfileService {
  constructor({ userRepository }) { this.users = userRepository; }
  async get(username, viewerId) {
    const user = await this.users.findByUsername(username);
    if (!user) return null;
    const following = viewerId ? await this.users.isFollowing(viewerId, user) : false;
    return { username: user.username, bio: user.bio, image: user.image, following };
  }
}
module.exports = ProfileService;

const { notFound, unprocessable } = require('../utils/errors');

class ProfileService {
  constructor(users) { this.users = users; }

  async present(user, viewerId) {
    return { username: user.username, bio: user.bio, image: user.image, following: await this.users.isFollowing(viewerId, user.id) };
  }

  async follow(username, viewerId) {
    const user = await this.users.findByUsername(username);
    if (!user) throw notFound('profile');
    if (user.id === viewerId) throw unprocessable({ profile: ['cannot follow yourself'] });
    await this.users.follow(viewerId, user.id);
    return this.present(user, viewerId);
  }

  async unfollow(username, viewerId) {
    const user = await this.users.findByUsername(username);
    if (!user) throw notFound('profile');
    await this.users.unfollow(viewerId, user.id);
    return this.present(user, viewerId);
  }
}

module.exports = ProfileService;

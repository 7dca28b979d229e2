const { notFound } = require('@errors/http-error');

class ProfileService {
  constructor(users) { this.users = users; }

  async view(user, viewerId) {
    return { username: user.username, bio: user.bio ?? null, image: user.image ?? null, following: await this.users.follows(viewerId, user.id) };
  }

  async get(username, viewerId) {
    const user = await this.users.byUsername(username);
    if (!user) throw notFound('profile');
    return this.view(user, viewerId);
  }

  async follow(username, viewerId, on) {
    const user = await this.users.byUsername(username);
    if (!user) throw notFound('profile');
    await this.users.setFollow(viewerId, user.id, on);
    return this.view(user, viewerId);
  }
}

module.exports = ProfileService;

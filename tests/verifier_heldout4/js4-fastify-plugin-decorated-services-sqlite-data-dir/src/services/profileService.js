'use strict';
const { httpError } = require('./userService');

class ProfileService {
  constructor(users) {
    this.users = users;
  }

  async get(username, viewerId) {
    const user = await this.users.findByUsername(username);
    if (!user) throw httpError(404, 'profile not found');
    return { username: user.username, bio: user.bio, image: user.image, following: await this.users.isFollowing(viewerId, user) };
  }

  async follow(username, viewerId) {
    const user = await this.users.findByUsername(username);
    if (!user) throw httpError(404, 'profile not found');
    await this.users.follow(viewerId, user);
    return this.get(username, viewerId);
  }

  async unfollow(username, viewerId) {
    const user = await this.users.findByUsername(username);
    if (!user) throw httpError(404, 'profile not found');
    await this.users.unfollow(viewerId, user);
    return this.get(username, viewerId);
  }
}

module.exports = ProfileService;

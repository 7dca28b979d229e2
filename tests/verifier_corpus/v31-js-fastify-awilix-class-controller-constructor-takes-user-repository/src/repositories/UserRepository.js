'use strict';

class UserRepository {
  constructor({ models }) {
    this.models = models;
  }

  findByUsername(username) {
    return this.models.User.findOne({ where: { username } });
  }

  async isFollowing(followerId, followingId) {
    return (await this.models.Follow.count({ where: { followerId, followingId } })) > 0;
  }
}

module.exports = UserRepository;

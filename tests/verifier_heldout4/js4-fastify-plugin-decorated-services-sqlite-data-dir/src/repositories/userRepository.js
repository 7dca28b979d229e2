'use strict';

class UserRepository {
  constructor({ User }) {
    this.User = User;
  }

  findById(id) {
    return this.User.findByPk(id);
  }

  findByEmail(email) {
    return this.User.findOne({ where: { email } });
  }

  findByUsername(username) {
    return this.User.findOne({ where: { username } });
  }

  create(data) {
    return this.User.create(data);
  }

  async update(id, changes) {
    const user = await this.User.findByPk(id);
    return user.update(changes);
  }

  async isFollowing(followerId, user) {
    if (!followerId) return false;
    return user.hasFollower(followerId);
  }

  async follow(followerId, user) {
    await user.addFollower(followerId);
  }

  async unfollow(followerId, user) {
    await user.removeFollower(followerId);
  }
}

module.exports = UserRepository;

'use strict';

class UserRepository {
  constructor({ User }) { this.User = User; }

  findByEmail(email) { return this.User.findOne({ where: { email } }); }
  findByUsername(username) { return this.User.findOne({ where: { username } }); }
  findById(id) { return this.User.findByPk(id); }
  create(fields) { return this.User.create(fields); }
  async isFollowedBy(user, followerId) {
    if (!followerId) return false;
    return user.hasFollower(followerId);
  }
}

module.exports = UserRepository;

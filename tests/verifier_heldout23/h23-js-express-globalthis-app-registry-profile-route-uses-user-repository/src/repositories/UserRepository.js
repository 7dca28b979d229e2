const { User, Follow } = require('../models');

class UserRepository {
  findById(id) { return User.findByPk(id); }
  findByEmail(email) { return User.findOne({ where: { email } }); }
  findByUsername(username) { return User.findOne({ where: { username } }); }
  create(data) { return User.create(data); }
  update(user, changes) { return user.update(changes); }

  async isFollowing(followerId, followingId) {
    if (!followerId) return false;
    return (await Follow.count({ where: { followerId, followingId } })) > 0;
  }

  async follow(followerId, followingId) { await Follow.findOrCreate({ where: { followerId, followingId } }); }
  async unfollow(followerId, followingId) { await Follow.destroy({ where: { followerId, followingId } }); }
}

module.exports = UserRepository;

const { User, Follow } = require('../models');

class UserRepository {
  findById(id) { return User.findByPk(id); }
  findByEmail(email) { return User.findOne({ where: { email } }); }
  findByUsername(username) { return User.findOne({ where: { username } }); }
  create(attrs) { return User.create(attrs); }
  async follows(followerId, followeeId) {
    return (await Follow.count({ where: { followerId, followeeId } })) > 0;
  }
  follow(followerId, followeeId) { return Follow.findOrCreate({ where: { followerId, followeeId } }); }
  unfollow(followerId, followeeId) { return Follow.destroy({ where: { followerId, followeeId } }); }
}

module.exports = new UserRepository();

const { Follow } = require('../models');

class FollowRepository {
  async exists(followerId, followingId) {
    return (await Follow.count({ where: { followerId, followingId } })) > 0;
  }
  add(followerId, followingId) { return Follow.findOrCreate({ where: { followerId, followingId } }); }
  remove(followerId, followingId) { return Follow.destroy({ where: { followerId, followingId } }); }
}
module.exports = { FollowRepository };

const { QueryTypes } = require('sequelize');
const { sequelize, Follow } = require('../models');

class ProfileRepository {
  async isFollowing(followerId, followingId) {
    const rows = await sequelize.query(
      'SELECT 1 FROM follows WHERE followerId = ? AND followingId = ? LIMIT 1',
      { replacements: [followerId, followingId], type: QueryTypes.SELECT },
    );
    return rows.length > 0;
  }

  follow(followerId, followingId) {
    return Follow.findOrCreate({ where: { followerId, followingId } });
  }

  unfollow(followerId, followingId) {
    return Follow.destroy({ where: { followerId, followingId } });
  }
}

module.exports = new ProfileRepository();

const { Follow } = require('../models');
module.exports = {
  exists: async (followerId, followingId) => (await Follow.count({ where: { followerId, followingId } })) > 0,
};

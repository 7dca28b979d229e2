'use strict';

const { UserRecord, FollowRecord } = require('../records');

module.exports = {
  findByUsername: (username) => UserRecord.findOne({ where: { username } }),
  isFollowing: async (followerId, followeeId) =>
    (await FollowRecord.count({ where: { followerId, followeeId } })) > 0,
  follow: (followerId, followeeId) => FollowRecord.findOrCreate({ where: { followerId, followeeId } }),
  unfollow: (followerId, followeeId) => FollowRecord.destroy({ where: { followerId, followeeId } }),
};

const { db } = require('../db/knex');

module.exports = {
  byUsername: (username) => db('users').where({ username }).first(),
  isFollowing: async (followerId, followingId) =>
    !!(await db('follows').where({ follower_id: followerId, following_id: followingId }).first()),
  follow: (followerId, followingId) =>
    db('follows').insert({ follower_id: followerId, following_id: followingId }).onConflict().ignore(),
  unfollow: (followerId, followingId) =>
    db('follows').where({ follower_id: followerId, following_id: followingId }).del(),
};

const db = require('../db/knex');

exports.findByUsername = (username) => db('users').where({ username }).first();

exports.isFollowing = async (followerId, followedId) =>
  Boolean(await db('follows').where({ follower_id: followerId, followed_id: followedId }).first());

exports.follow = (followerId, followedId) =>
  db('follows').insert({ follower_id: followerId, followed_id: followedId }).onConflict().ignore();

exports.unfollow = (followerId, followedId) =>
  db('follows').where({ follower_id: followerId, followed_id: followedId }).del();

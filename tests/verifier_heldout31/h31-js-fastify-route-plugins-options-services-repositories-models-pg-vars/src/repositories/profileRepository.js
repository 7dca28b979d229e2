'use strict'
const { User, Follow } = require('../models')

module.exports = {
  findUser: (username) => User.findOne({ where: { username } }),
  isFollowing: async (followerId, followingId) => (await Follow.count({ where: { followerId, followingId } })) > 0,
  follow: (followerId, followingId) => Follow.findOrCreate({ where: { followerId, followingId } }),
  unfollow: (followerId, followingId) => Follow.destroy({ where: { followerId, followingId } })
}

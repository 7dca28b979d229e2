const { User, Article, Follow } = require('../models');

exports.profileRepository = {
  findByUsername: (username) => User.findOne({ where: { username } }),
  addFollower: (followerId, followingId) => Follow.findOrCreate({ where: { followerId, followingId } }),
};

exports.articleRepository = {
  list: () => Article.findAll({ order: [['createdAt', 'DESC']], limit: 20 }),
};

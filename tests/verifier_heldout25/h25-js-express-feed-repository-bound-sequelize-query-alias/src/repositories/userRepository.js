const { User, Follow } = require('../models');

module.exports = {
  findById: (id) => User.findByPk(id),
  findByEmail: (email) => User.findOne({ where: { email } }),
  findByUsername: (username) => User.findOne({ where: { username } }),
  create: (fields) => User.create(fields),
  follow: (followerId, followeeId) => Follow.findOrCreate({ where: { followerId, followeeId } }),
};

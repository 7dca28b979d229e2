const { Op } = require('sequelize');
const { User } = require('../models');

module.exports = {
  findById: (id) => User.findByPk(id),
  findByEmail: (email) => User.findOne({ where: { email } }),
  findByUsername: (username) => User.findOne({ where: { username } }),
  existsWithUsernameOrEmail: async (username, email) =>
    (await User.count({ where: { [Op.or]: [{ username }, { email }] } })) > 0,
  create: (fields) => User.create(fields),
  update: (user, fields) => user.update(fields),
};

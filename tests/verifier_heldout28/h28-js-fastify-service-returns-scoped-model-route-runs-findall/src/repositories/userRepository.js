const { User } = require('../models');

module.exports = {
  findById: (id) => User.findByPk(id),
  findByEmail: (email) => User.findOne({ where: { email } }),
  create: (data) => User.create(data),
  followeeIds: async (userId) => {
    const user = await User.findByPk(userId, { include: [{ model: User, as: 'followees', attributes: ['id'] }] });
    return user ? user.followees.map((u) => u.id) : [];
  },
};

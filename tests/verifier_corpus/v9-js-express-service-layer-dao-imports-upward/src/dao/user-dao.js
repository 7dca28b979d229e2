const { User } = require('../entities');

module.exports = {
  byId: (id) => User.findByPk(id),
  byEmail: (email) => User.findOne({ where: { email } }),
  insert: (fields) => User.create(fields),
};

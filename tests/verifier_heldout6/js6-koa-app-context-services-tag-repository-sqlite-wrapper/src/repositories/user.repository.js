const { User } = require('../models');

module.exports = function createUserRepository() {
  return {
    byEmail: (email) => User.findOne({ where: { email } }),
    insert: (values) => User.create(values),
  };
};

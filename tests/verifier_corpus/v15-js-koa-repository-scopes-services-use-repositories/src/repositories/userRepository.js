const { User } = require('../models');

// Login needs the hash that the default scope hides.
async function findByEmailWithPassword(email) {
  return User.scope('withPassword').findOne({ where: { email } });
}

async function findByUsername(username) {
  return User.findOne({ where: { username } });
}

async function findById(id) {
  return User.findByPk(id);
}

async function create(fields) {
  const user = await User.create(fields);
  return findById(user.id);
}

module.exports = { findByEmailWithPassword, findByUsername, findById, create };

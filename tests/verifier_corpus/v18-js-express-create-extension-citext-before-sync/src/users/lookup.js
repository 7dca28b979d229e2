const { User } = require('../models');

async function findUserByEmail(email) {
  return User.findOne({ where: { email } });
}

async function findUserByUsername(username) {
  return User.findOne({ where: { username } });
}

module.exports = { findUserByEmail, findUserByUsername };

const { User } = require('../models/user');

async function findByUsername(username) {
  return User.findOne({ where: { username } });
}

async function create(fields) {
  return User.create(fields);
}

module.exports = { findByUsername, create };

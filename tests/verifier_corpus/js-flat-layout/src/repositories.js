const { User } = require('./models');

async function findByUsername(username) {
  return User.findOne({ where: { username } });
}

async function create(fields) {
  return User.create(fields);
}

module.exports = { findByUsername, create };

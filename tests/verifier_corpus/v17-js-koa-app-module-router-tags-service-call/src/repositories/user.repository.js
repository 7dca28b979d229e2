'use strict';
const { User } = require('../models');

function findByUsername(username) {
  return User.findOne({ where: { username } });
}

async function findOrCreateByUsername(username) {
  const [user] = await User.findOrCreate({
    where: { username },
    defaults: { email: `${username}@example.com`, passwordHash: '-' },
  });
  return user;
}

module.exports = { findByUsername, findOrCreateByUsername };

const users = require('../repositories/userRepository');
const toProfile = require('../models/user');
exports.get = async (username) => {
  const row = await users.findByUsername(username);
  if (!row) { const e = new Error('profile not found'); e.status = 404; throw e; }
  return toProfile(row);
};

// Data access for users.
const { User } = require('../models');

module.exports = User;

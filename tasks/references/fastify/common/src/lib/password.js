'use strict';

const bcrypt = require('bcryptjs');
const config = require('../config');

// The async variants yield to the event loop between rounds, so hashing does not stall other requests.
const hashPassword = (password) => bcrypt.hash(password, config.bcryptRounds);
const verifyPassword = (password, hash) => bcrypt.compare(password, hash);

module.exports = { hashPassword, verifyPassword };

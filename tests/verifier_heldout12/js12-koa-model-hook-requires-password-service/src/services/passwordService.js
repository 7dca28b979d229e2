const bcrypt = require('bcryptjs');

const ROUNDS = 10;

exports.hashPassword = (plain) => bcrypt.hash(plain, ROUNDS);
exports.verifyPassword = (plain, hash) => bcrypt.compare(plain, hash);

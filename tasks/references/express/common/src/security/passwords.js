const bcrypt = require('bcryptjs');

const COST = 10;

const hashPassword = (password) => bcrypt.hash(password, COST);
const verifyPassword = (password, hash) => bcrypt.compare(password, hash);

module.exports = { hashPassword, verifyPassword };

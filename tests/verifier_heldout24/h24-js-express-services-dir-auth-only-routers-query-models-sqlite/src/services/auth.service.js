const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'dev-secret';

exports.hashPassword = (plain) => bcrypt.hash(plain, 10);
exports.checkPassword = (plain, hash) => bcrypt.compare(plain, hash);
exports.sign = (user) => jwt.sign({ id: user.id, username: user.username }, SECRET, { expiresIn: '30d' });
exports.verify = (token) => jwt.verify(token, SECRET);

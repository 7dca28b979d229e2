const jwt = require('jsonwebtoken');
const SECRET = process.env.JWT_SECRET || 'dev-secret';
exports.sign = (user) => jwt.sign({ id: user.id, username: user.username }, SECRET, { expiresIn: '7d' });
exports.verify = (token) => jwt.verify(token, SECRET);

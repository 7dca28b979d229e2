const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'koa-conduit';

module.exports = {
  issue: (user) => jwt.sign({ uid: user.id }, SECRET, { expiresIn: '24h' }),
  read: (token) => {
    try { return jwt.verify(token, SECRET).uid; } catch { return null; }
  },
};

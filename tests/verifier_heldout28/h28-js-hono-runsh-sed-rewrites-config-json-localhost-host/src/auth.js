const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'hono-pg';

exports.sign = (user) => jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' });
exports.userIdOf = (c) => {
  const header = c.req.header('Authorization') || '';
  if (!header.startsWith('Token ')) return null;
  try {
    return jwt.verify(header.slice(6), SECRET).id;
  } catch (_) {
    return null;
  }
};

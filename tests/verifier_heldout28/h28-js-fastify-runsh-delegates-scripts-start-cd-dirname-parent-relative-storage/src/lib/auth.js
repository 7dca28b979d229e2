const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'fastify-conduit';

exports.sign = (user) => jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' });

exports.userId = (request) => {
  const h = request.headers.authorization || '';
  if (!h.startsWith('Token ')) return null;
  try {
    return jwt.verify(h.slice(6), SECRET).id;
  } catch (_) {
    return null;
  }
};

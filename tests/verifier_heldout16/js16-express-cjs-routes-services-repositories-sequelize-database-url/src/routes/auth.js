const jwt = require('jsonwebtoken');
const { unauthorized } = require('../errors');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

function requireAuth(req, res, next) {
  const header = req.get('authorization') || '';
  const token = header.startsWith('Token ') ? header.slice(6) : null;
  try {
    req.userId = jwt.verify(token, SECRET).id;
    next();
  } catch (e) {
    next(unauthorized());
  }
}

module.exports = { requireAuth };

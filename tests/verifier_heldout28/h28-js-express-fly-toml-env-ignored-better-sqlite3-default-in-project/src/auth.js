const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'conduit-dev';

exports.sign = (user) => jwt.sign({ id: user.id }, SECRET, { expiresIn: '14d' });

exports.authenticate = (required) => (req, res, next) => {
  const header = req.headers.authorization || '';
  const token = header.startsWith('Token ') ? header.slice(6) : null;
  if (token) {
    try {
      req.userId = jwt.verify(token, SECRET).id;
    } catch (_) {
      return res.status(401).json({ errors: { body: ['invalid token'] } });
    }
  }
  if (required && !req.userId) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  return next();
};

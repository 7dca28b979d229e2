const jwt = require('jsonwebtoken');

const secret = () => process.env.JWT_SECRET || 'secret';

exports.sign = (user) => jwt.sign({ id: user.id }, secret(), { expiresIn: '30d' });

exports.optional = (req, _res, next) => {
  const h = req.headers.authorization;
  if (h && h.startsWith('Token ')) {
    try { req.auth = jwt.verify(h.slice(6), secret()); } catch (_) { /* ignore */ }
  }
  next();
};

exports.required = (req, res, next) =>
  exports.optional(req, res, () => (req.auth ? next() : res.status(401).json({ errors: { body: ['unauthorized'] } })));

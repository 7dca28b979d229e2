const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'conduit';

exports.sign = (user) => jwt.sign({ id: user.id, username: user.username }, SECRET, { expiresIn: '30d' });

exports.optional = (req, _res, next) => {
  const h = req.get('authorization');
  if (h && h.startsWith('Token ')) {
    try {
      req.user = jwt.verify(h.slice(6), SECRET);
    } catch (_) { /* anonymous */ }
  }
  next();
};

exports.required = (req, res, next) =>
  exports.optional(req, res, () => (req.user ? next() : res.status(401).json({ errors: { body: ['unauthorized'] } })));

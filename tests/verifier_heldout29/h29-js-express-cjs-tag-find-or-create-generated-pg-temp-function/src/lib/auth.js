const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

exports.issue = (user) => jwt.sign({ uid: user.id }, SECRET, { expiresIn: '2d' });

exports.optional = (req, res, next) => {
  const m = /^Token (.+)$/.exec(req.headers.authorization || '');
  if (m) {
    try { req.uid = jwt.verify(m[1], SECRET).uid; } catch (e) { req.uid = undefined; }
  }
  next();
};

exports.required = (req, res, next) =>
  exports.optional(req, res, () => (req.uid ? next() : res.status(401).json({ errors: { body: ['unauthorized'] } })));

const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'conduit';

exports.sign = (user) => jwt.sign({ id: user.id, username: user.username }, SECRET);

exports.requireUser = (req, res, next) => {
  const m = /^Token (.+)$/.exec(req.get('Authorization') || '');
  if (!m) return res.status(401).json({ errors: { body: ['token required'] } });
  try {
    req.auth = jwt.verify(m[1], SECRET);
    return next();
  } catch (e) {
    return res.status(401).json({ errors: { body: ['bad token'] } });
  }
};

exports.optionalUser = (req, res, next) => {
  const m = /^Token (.+)$/.exec(req.get('Authorization') || '');
  if (m) {
    try {
      req.auth = jwt.verify(m[1], SECRET);
    } catch (e) {
      /* anonymous */
    }
  }
  next();
};

const jwt = require('jsonwebtoken');

const secret = process.env.JWT_SECRET || 'realworld';

function optional(req, _res, next) {
  const h = req.headers.authorization;
  if (h && h.startsWith('Token ')) {
    try { req.userId = jwt.verify(h.slice(6), secret).id; } catch { /* anonymous */ }
  }
  next();
}

function required(req, res, next) {
  optional(req, res, () => (req.userId ? next() : res.status(401).json({ errors: { body: ['unauthorized'] } })));
}

module.exports = { optional, required };

const jwt = require('jsonwebtoken');
const SECRET = process.env.JWT_SECRET || 'dev-secret';

module.exports = function auth(required = true) {
  return (req, res, next) => {
    const h = req.headers.authorization;
    if (h && h.startsWith('Token ')) {
      try { req.user = jwt.verify(h.slice(6), SECRET); } catch (e) { /* invalid */ }
    }
    if (required && !req.user) return res.status(401).json({ errors: { body: ['Unauthorized'] } });
    next();
  };
};

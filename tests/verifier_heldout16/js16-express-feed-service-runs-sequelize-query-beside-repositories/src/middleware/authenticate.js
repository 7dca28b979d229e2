const jwt = require('jsonwebtoken');

function authenticate(req, res, next) {
  const [scheme, token] = (req.headers.authorization || '').split(' ');
  if (scheme !== 'Token' || !token) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  try {
    req.userId = jwt.verify(token, process.env.JWT_SECRET || 'secret').sub;
    next();
  } catch (e) {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
}

module.exports = { authenticate };

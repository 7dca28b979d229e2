const jwt = require('jsonwebtoken');
const SECRET = process.env.JWT_SECRET || 'conduit-secret';

function requireAuth(req, res, next) {
  const header = req.headers.authorization || '';
  const token = header.startsWith('Token ') ? header.slice(6) : null;
  try {
    req.userId = jwt.verify(token, SECRET).id;
    next();
  } catch {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
}
module.exports = { requireAuth };

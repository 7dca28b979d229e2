const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'conduit-dev-secret';

function sign(user) {
  return jwt.sign({ id: user.id, username: user.username }, SECRET, { expiresIn: '30d' });
}

function required(req, res, next) {
  const header = req.get('Authorization') || '';
  const token = header.startsWith('Token ') ? header.slice(6) : null;
  try {
    req.auth = jwt.verify(token, SECRET);
    next();
  } catch (e) {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
}

module.exports = { sign, required };

const jwt = require('jsonwebtoken');

function sign(user) {
  return jwt.sign({ id: user.id }, process.env.JWT_SECRET, { expiresIn: '7d' });
}

function required(req, res, next) {
  const header = req.headers.authorization || '';
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Token' || !token) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  try {
    req.userId = jwt.verify(token, process.env.JWT_SECRET).id;
    return next();
  } catch (e) {
    return res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
}

module.exports = { sign, required };

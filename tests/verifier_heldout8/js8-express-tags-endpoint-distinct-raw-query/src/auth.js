const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'dev-secret-change-me';

function sign(user) {
  return jwt.sign({ id: user.id, username: user.username }, SECRET, { expiresIn: '30d' });
}

function auth(required) {
  return (req, res, next) => {
    const h = req.get('authorization');
    const token = h && h.replace(/^(Token|Bearer) /, '');
    if (token) {
      try {
        req.user = jwt.verify(token, SECRET);
      } catch (e) {
        if (required) return res.status(401).json({ errors: { body: ['invalid token'] } });
      }
    }
    if (required && !req.user) return res.status(401).json({ errors: { body: ['missing token'] } });
    next();
  };
}

module.exports = { sign, auth };

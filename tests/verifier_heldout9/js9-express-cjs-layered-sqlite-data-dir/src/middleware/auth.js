const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

function auth(required) {
  return (req, res, next) => {
    const header = req.headers.authorization || '';
    const [scheme, token] = header.split(' ');
    if (scheme === 'Token' && token) {
      try {
        req.auth = jwt.verify(token, SECRET);
      } catch (e) {
        return res.status(401).json({ errors: { token: ['invalid'] } });
      }
    }
    if (required && !req.auth) return res.status(401).json({ errors: { token: ['missing'] } });
    return next();
  };
}

module.exports = { required: auth(true), optional: auth(false) };

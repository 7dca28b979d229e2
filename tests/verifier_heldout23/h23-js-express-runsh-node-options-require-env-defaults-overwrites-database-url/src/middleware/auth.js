const token = require('../utils/token');

function readToken(req) {
  const header = req.headers.authorization || '';
  const [scheme, value] = header.split(' ');
  return scheme === 'Token' || scheme === 'Bearer' ? value : null;
}

function authenticate(required) {
  return (req, res, next) => {
    const raw = readToken(req);
    if (!raw) {
      if (required) return res.status(401).json({ errors: { body: ['missing authorization'] } });
      return next();
    }
    try {
      req.auth = token.verify(raw);
      return next();
    } catch (e) {
      return res.status(401).json({ errors: { body: ['invalid token'] } });
    }
  };
}

module.exports = { required: authenticate(true), optional: authenticate(false) };

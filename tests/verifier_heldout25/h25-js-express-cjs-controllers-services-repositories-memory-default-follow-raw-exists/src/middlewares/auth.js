const authService = require('../services/authService');

function readToken(req) {
  const header = req.headers.authorization || '';
  const [scheme, token] = header.split(' ');
  return scheme === 'Token' || scheme === 'Bearer' ? token : null;
}

exports.optional = (req, res, next) => {
  const token = readToken(req);
  if (token) {
    try {
      req.auth = authService.verify(token);
    } catch (e) {
      return res.status(401).json({ errors: { token: ['invalid'] } });
    }
  }
  next();
};

exports.required = (req, res, next) => {
  const token = readToken(req);
  if (!token) return res.status(401).json({ errors: { token: ['missing'] } });
  try {
    req.auth = authService.verify(token);
    next();
  } catch (e) {
    res.status(401).json({ errors: { token: ['invalid'] } });
  }
};

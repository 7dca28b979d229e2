const auth = require('../services/auth.service');

module.exports = (required = true) => (req, res, next) => {
  const header = req.get('authorization') || '';
  const token = header.replace(/^(Token|Bearer)\s+/i, '');
  if (!token) return required ? res.status(401).json({ errors: { body: ['missing token'] } }) : next();
  try {
    req.user = auth.verify(token);
    return next();
  } catch {
    return res.status(401).json({ errors: { body: ['invalid token'] } });
  }
};

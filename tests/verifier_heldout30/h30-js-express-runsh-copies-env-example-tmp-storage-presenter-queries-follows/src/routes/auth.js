const userService = require('../services/userService');

module.exports = (optional = false) => (req, res, next) => {
  const header = req.get('authorization') || '';
  if (!header.startsWith('Token ')) {
    return optional ? next() : res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
  try {
    req.userId = userService.verify(header.slice(6));
    next();
  } catch {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
};

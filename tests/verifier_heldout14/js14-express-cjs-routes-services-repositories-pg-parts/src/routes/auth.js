const userService = require('../services/userService');

// Token parsing only; the user itself is loaded by the service when a handler needs it.
function auth(required) {
  return (req, res, next) => {
    const header = req.headers.authorization || '';
    const token = header.startsWith('Token ') ? header.slice(6) : null;
    if (!token) return required ? res.status(401).json({ errors: { token: ['missing'] } }) : next();
    try {
      req.userId = userService.verifyToken(token).id;
      return next();
    } catch (e) {
      return res.status(401).json({ errors: { token: ['invalid'] } });
    }
  };
}

module.exports = { auth };

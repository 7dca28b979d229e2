const { verifyToken } = require('../services/auth-service');

// Reads "Authorization: Token <jwt>" and keeps only the user id on the request.
function auth(required) {
  return (req, res, next) => {
    const header = req.get('authorization') || '';
    const token = header.startsWith('Token ') ? header.slice(6) : null;
    if (!token) return required ? res.status(401).json({ errors: { body: ['unauthorized'] } }) : next();
    try {
      req.userId = verifyToken(token);
      return next();
    } catch (err) {
      return res.status(401).json({ errors: { body: ['invalid token'] } });
    }
  };
}

module.exports = { required: auth(true), optional: auth(false) };

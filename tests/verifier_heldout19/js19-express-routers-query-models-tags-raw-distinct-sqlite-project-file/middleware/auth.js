const jwt = require('jsonwebtoken');

module.exports = (req, res, next) => {
  const header = req.headers.authorization || '';
  const token = header.replace(/^Token /, '');
  try {
    req.userId = jwt.verify(token, process.env.JWT_SECRET || 'dev-secret').id;
    req.token = token;
    next();
  } catch (e) {
    res.status(401).json({ errors: { token: ['is invalid'] } });
  }
};

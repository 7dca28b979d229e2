const jwt = require('jsonwebtoken');
module.exports = (req, res, next) => {
  const token = (req.get('authorization') || '').replace(/^Token /, '');
  try { req.user = jwt.verify(token, process.env.JWT_SECRET || 'conduit'); next(); }
  catch { res.status(401).json({ errors: { token: ['invalid'] } }); }
};

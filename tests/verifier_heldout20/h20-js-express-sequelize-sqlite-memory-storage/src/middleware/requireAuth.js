const jwt = require('jsonwebtoken');
module.exports = (req, res, next) => {
  const token = (req.get('Authorization') || '').replace(/^Token /, '');
  try { req.auth = jwt.verify(token, process.env.JWT_SECRET); next(); }
  catch { res.sendStatus(401); }
};

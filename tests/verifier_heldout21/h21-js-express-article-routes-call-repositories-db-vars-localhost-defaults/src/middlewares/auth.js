const jwt = require('jsonwebtoken');
const { jwtSecret } = require('../config');

exports.authRequired = (req, res, next) => {
  const token = (req.headers.authorization || '').split(' ')[1];
  try { req.user = jwt.verify(token, jwtSecret); return next(); }
  catch { return res.status(401).json({ errors: { body: ['unauthorized'] } }); }
};

const jwt = require('jsonwebtoken');
module.exports = (req, res, next) => {
  const raw = (req.headers.authorization || '').split(' ')[1];
  try { req.userId = jwt.verify(raw, process.env.JWT_SECRET || 'secret').id; return next(); }
  catch { return res.status(401).json({ errors: { body: ['unauthorized'] } }); }
};

const jwt = require('jsonwebtoken');
exports.required = (req, res, next) => {
  const h = req.headers.authorization || '';
  try { req.user = jwt.verify(h.replace(/^Token /, ''), process.env.JWT_SECRET); next(); }
  catch { res.status(401).json({ errors: { body: ['unauthorized'] } }); }
};

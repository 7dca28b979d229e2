const jwt = require('jsonwebtoken');
module.exports = (req, res, next) => {
  const token = (req.headers.authorization || '').replace('Token ', '');
  try { req.userId = jwt.verify(token, process.env.JWT_SECRET || 'conduit').id; next(); }
  catch { res.status(401).json({ errors: { body: ['unauthorized'] } }); }
};

const jwt = require('jsonwebtoken');
const SECRET = 'conduit';
exports.requireUser = (req, res, next) => {
  try {
    req.user = jwt.verify((req.headers.authorization || '').replace('Token ', ''), SECRET);
    next();
  } catch (e) {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
};

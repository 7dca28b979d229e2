const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'super-secret-conduit';

exports.sign = (user) => jwt.sign({ id: user.id, username: user.username }, SECRET, { expiresIn: '7d' });

exports.auth = (required) => (req, res, next) => {
  const header = req.headers.authorization || '';
  const token = header.replace(/^(Token|Bearer)\s+/, '');
  if (token && token !== header) {
    try {
      req.user = jwt.verify(token, SECRET);
    } catch (e) {
      req.user = null;
    }
  }
  if (required && !req.user) return res.status(401).json({ errors: { body: ['Unauthorized'] } });
  next();
};

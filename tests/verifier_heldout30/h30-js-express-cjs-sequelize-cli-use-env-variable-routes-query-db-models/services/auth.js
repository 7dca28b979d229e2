const jwt = require('jsonwebtoken');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

exports.sign = (user) => jwt.sign({ id: user.id, username: user.username }, SECRET, { expiresIn: '30d' });

exports.required = (req, res, next) => {
  const token = (req.headers.authorization || '').replace(/^Token /, '');
  try {
    req.auth = jwt.verify(token, SECRET);
    next();
  } catch (err) {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
};

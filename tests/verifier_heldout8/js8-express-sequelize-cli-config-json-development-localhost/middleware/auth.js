const jwt = require('jsonwebtoken');

const secret = process.env.JWT_SECRET || 'conduit';

module.exports.sign = (user) => jwt.sign({ id: user.id, username: user.username }, secret, { expiresIn: '2d' });

module.exports.requireAuth = (req, res, next) => {
  const [, token] = (req.headers.authorization || '').split(' ');
  try {
    req.user = jwt.verify(token, secret);
    return next();
  } catch (err) {
    return res.status(401).json({ errors: { body: ['Unauthorized'] } });
  }
};

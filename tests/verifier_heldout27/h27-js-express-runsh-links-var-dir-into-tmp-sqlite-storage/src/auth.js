const jwt = require('jsonwebtoken');
const { User } = require('./models');

const SECRET = process.env.JWT_SECRET || 'dev-secret';

const sign = (user) => jwt.sign({ sub: user.id }, SECRET, { expiresIn: '30d' });

const auth = (optional = false) => async (req, res, next) => {
  const h = req.headers.authorization || '';
  if (!h.startsWith('Token ')) {
    return optional ? next() : res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
  try {
    const { sub } = jwt.verify(h.slice(6), SECRET);
    req.user = await User.findByPk(sub);
    if (!req.user && !optional) return res.status(401).json({ errors: { body: ['unauthorized'] } });
    return next();
  } catch (e) {
    return res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
};

module.exports = { sign, auth };

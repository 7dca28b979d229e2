const userRepository = require('../repositories/userRepository');

module.exports = async function requireUser(req, res, next) {
  const token = (req.headers.authorization || '').replace(/^Token /, '');
  const user = token && (await userRepository.byToken(token));
  if (!user) return res.sendStatus(401);
  req.user = user;
  return next();
};

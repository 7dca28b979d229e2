const userService = require('../services/userService');

module.exports = async function requireUser(req, res, next) {
  const token = (req.headers.authorization || '').replace(/^Token /, '');
  const user = await userService.authenticate(token);
  if (!user) return res.sendStatus(401);
  req.user = user;
  return next();
};

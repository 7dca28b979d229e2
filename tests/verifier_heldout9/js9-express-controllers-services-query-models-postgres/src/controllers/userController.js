const userService = require('../services/userService');

exports.register = async (req, res, next) => {
  try { res.status(201).json({ user: await userService.register(req.body.user) }); } catch (e) { next(e); }
};

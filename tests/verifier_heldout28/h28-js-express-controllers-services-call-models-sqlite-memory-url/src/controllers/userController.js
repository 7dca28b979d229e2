const userService = require('../services/userService');

exports.register = async (req, res, next) => {
  try {
    res.status(201).json({ user: await userService.register(req.body.user) });
  } catch (err) {
    next(err);
  }
};

exports.login = async (req, res, next) => {
  try {
    res.json({ user: await userService.login(req.body.user) });
  } catch (err) {
    next(err);
  }
};

exports.current = async (req, res, next) => {
  try {
    res.json({ user: await userService.getById(req.user.id) });
  } catch (err) {
    next(err);
  }
};

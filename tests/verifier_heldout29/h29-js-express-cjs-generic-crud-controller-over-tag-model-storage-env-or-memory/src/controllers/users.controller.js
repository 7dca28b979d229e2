const userService = require('../services/user.service');

module.exports = {
  async register(req, res, next) {
    try {
      res.status(201).json({ user: await userService.register(req.body.user || {}) });
    } catch (err) { next(err); }
  },
  async login(req, res, next) {
    try {
      res.json({ user: await userService.login(req.body.user || {}) });
    } catch (err) { next(err); }
  },
  async current(req, res, next) {
    try {
      res.json({ user: await userService.current(req.auth.id) });
    } catch (err) { next(err); }
  },
};

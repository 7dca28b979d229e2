const userService = require('../services/user.service');

exports.register = async (req, res) => res.status(201).json({ user: await userService.register(req.body.user || {}) });
exports.login = async (req, res) => res.json({ user: await userService.login(req.body.user || {}) });
exports.current = async (req, res) => res.json({ user: await userService.current(req.auth.id) });
exports.profile = async (req, res) => res.json({ profile: await userService.profile(req.params.username, req.auth && req.auth.id) });

const { Router } = require('express');
const { userService } = require('../services');

const router = Router();

const handle = (fn) => async (req, res) => {
  try {
    res.status(fn.status || 200).json({ user: await fn(req.body.user || {}) });
  } catch (err) {
    res.status(err.status || 500).json({ errors: err.errors || { server: [err.message] } });
  }
};

router.post('/users', handle(userService.register));
router.post('/users/login', handle(userService.login));

module.exports = router;

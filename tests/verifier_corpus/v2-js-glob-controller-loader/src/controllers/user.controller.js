const router = require('express').Router();
const userService = require('../services/user.service');

router.get('/user', async (req, res) => {
  const user = await userService.current(req.headers.authorization);
  return user ? res.json({ user }) : res.sendStatus(401);
});

module.exports = router;

const { Router } = require('express');

module.exports = function usersRouter(userService) {
  const router = Router();
  router.post('/users', async (req, res) => {
    try {
      res.status(201).json({ user: await userService.register(req.body.user || {}) });
    } catch (err) {
      if (err.code === 'TAKEN') return res.status(422).json({ errors: { email: ['has already been taken'] } });
      throw err;
    }
  });
  router.get('/profiles/:username', async (req, res) => {
    const profile = await userService.profile(req.params.username);
    if (!profile) return res.status(404).json({ errors: { body: ['not found'] } });
    res.json({ profile });
  });
  return router;
};

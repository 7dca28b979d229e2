const { Router } = require('express');

function usersRouter(userService) {
  const router = Router();

  router.post('/users', async (req, res, next) => {
    try {
      res.status(201).json({ user: await userService.register(req.body.user || {}) });
    } catch (e) { next(e); }
  });

  router.post('/users/login', async (req, res, next) => {
    try {
      res.json({ user: await userService.login(req.body.user || {}) });
    } catch (e) { next(e); }
  });

  router.get('/user', async (req, res, next) => {
    try {
      const token = (req.headers.authorization || '').replace(/^Token /, '');
      const { id } = userService.verify(token);
      res.json({ user: await userService.current(id) });
    } catch (e) { next(Object.assign(e, { status: e.status || 401 })); }
  });

  return router;
}

module.exports = { usersRouter };

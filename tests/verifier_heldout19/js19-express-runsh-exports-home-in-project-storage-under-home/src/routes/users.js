const { Router } = require('express');

module.exports = (userService) => {
  const r = Router();
  r.post('/users', async (req, res) => {
    const result = await userService.register(req.body.user || {});
    if (result.error) return res.status(422).json({ errors: result.error });
    res.status(201).json({ user: result.user });
  });
  r.post('/users/login', async (req, res) => {
    const user = await userService.login(req.body.user || {});
    if (!user) return res.status(401).json({ errors: { credentials: ['invalid'] } });
    res.json({ user });
  });
  return r;
};

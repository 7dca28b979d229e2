const express = require('express');
const userService = require('../services/userService');
const { userJson } = require('../serializers');

const router = express.Router();

router.post('/users', async (req, res) => {
  try {
    const { user, token } = await userService.register(req.body.user || {});
    res.status(201).json(userJson(user, token));
  } catch (err) {
    if (!(err instanceof userService.ServiceError)) throw err;
    res.status(err.status).json({ errors: { [err.field]: [err.message] } });
  }
});

router.post('/users/login', async (req, res) => {
  try {
    const { user, token } = await userService.login(req.body.user || {});
    res.json(userJson(user, token));
  } catch (err) {
    if (!(err instanceof userService.ServiceError)) throw err;
    res.status(err.status).json({ errors: { [err.field]: [err.message] } });
  }
});

router.get('/profiles/:username', async (req, res) => {
  const user = await userService.profile(req.params.username);
  if (!user) return res.status(404).json({ errors: { profile: ['not found'] } });
  return res.json({ profile: { username: user.username, bio: user.bio, image: user.image, following: false } });
});

module.exports = router;

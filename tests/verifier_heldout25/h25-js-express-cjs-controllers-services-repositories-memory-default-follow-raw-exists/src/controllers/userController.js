const express = require('express');
const authService = require('../services/authService');
const auth = require('../middlewares/auth');

const router = express.Router();

const toJSON = (user) => ({
  user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token: authService.sign(user) },
});

router.post('/users', async (req, res, next) => {
  try {
    const user = await authService.register(req.body.user || {});
    res.status(201).json(toJSON(user));
  } catch (err) {
    next(err);
  }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const user = await authService.login(req.body.user || {});
    if (!user) return res.status(401).json({ errors: { 'email or password': ['is invalid'] } });
    res.json(toJSON(user));
  } catch (err) {
    next(err);
  }
});

router.get('/user', auth.required, async (req, res, next) => {
  try {
    res.json(toJSON(await authService.currentUser(req.auth.id)));
  } catch (err) {
    next(err);
  }
});

module.exports = router;

const { Router } = require('express');
const tagService = require('../services/tagService');
const userService = require('../services/userService');

const router = Router();

router.get('/tags', async (req, res, next) => {
  try {
    res.json(await tagService.listTags());
  } catch (err) {
    next(err);
  }
});

router.post('/users', async (req, res, next) => {
  try {
    res.status(201).json({ user: await userService.register(req.body.user) });
  } catch (err) {
    next(err);
  }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const user = await userService.login(req.body.user);
    if (!user) return res.status(401).json({ errors: { 'email or password': ['is invalid'] } });
    res.json({ user });
  } catch (err) {
    next(err);
  }
});

module.exports = router;

const { Router } = require('express');
const { requestContext } = require('../context/request-context');

const router = Router();

router.post('/', async (req, res, next) => {
  try {
    const { userService } = requestContext.getStore().services;
    const user = await userService.register(req.body.user || {});
    res.status(201).json({ user: { username: user.username, email: user.email, bio: null, image: null } });
  } catch (err) {
    res.status(err.status || 500).json({ errors: { body: [err.message] } });
  }
});

module.exports = router;

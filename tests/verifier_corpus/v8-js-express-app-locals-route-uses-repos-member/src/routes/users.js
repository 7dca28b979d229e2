const { Router } = require('express');

const router = Router();

router.post('/users', async (req, res, next) => {
  try {
    const user = await req.app.locals.services.users.register(req.body.user);
    res.status(201).json({ user: { username: user.username, email: user.email, bio: null, image: null } });
  } catch (err) {
    next(err);
  }
});

module.exports = router;

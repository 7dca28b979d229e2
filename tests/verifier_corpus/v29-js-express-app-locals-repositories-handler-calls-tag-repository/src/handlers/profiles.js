const express = require('express');

const router = express.Router();

router.get('/profiles/:username', async (req, res, next) => {
  try {
    const profile = await req.app.locals.managers.profiles.get(req.params.username);
    if (!profile) {
      res.status(404).json({ errors: { body: ['profile not found'] } });
      return;
    }
    res.json({ profile });
  } catch (err) {
    next(err);
  }
});

module.exports = router;

const express = require('express');
const userService = require('../services/userService');

const router = express.Router();

router.get('/profiles/:username', async (req, res) => {
  const profile = await userService.getProfile(req.params.username);
  if (!profile) return res.status(404).json({ errors: { body: ['not found'] } });
  res.json({ profile });
});

module.exports = router;

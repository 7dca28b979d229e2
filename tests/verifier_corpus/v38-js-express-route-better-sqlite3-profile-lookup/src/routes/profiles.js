const express = require('express');
const Database = require('better-sqlite3');
const { sqliteFile } = require('../config');
const profileService = require('../services/profileService');

const router = express.Router();
const reader = new Database(sqliteFile, { readonly: true, fileMustExist: true });
const byUsername = reader.prepare(
  `SELECT u.username, u.bio, u.image,
          EXISTS (SELECT 1 FROM follows f WHERE f.followingId = u.id AND f.followerId = ?) AS following
     FROM users u WHERE u.username = ?`,
);

router.get('/profiles/:username', (req, res) => {
  const row = byUsername.get(req.userId ?? 0, req.params.username);
  if (!row) return res.status(404).json({ errors: { profile: ['not found'] } });
  res.json({ profile: { ...row, following: Boolean(row.following) } });
});

router.post('/profiles/:username/follow', async (req, res) => {
  try {
    res.json({ profile: await profileService.follow(req.userId, req.params.username) });
  } catch (err) {
    if (err instanceof profileService.NotFound) return res.status(404).json({ errors: { profile: ['not found'] } });
    throw err;
  }
});

module.exports = router;

const express = require('express');
const pool = require('../db/pool');

const router = express.Router();

router.get('/:username', async (req, res, next) => {
  try {
    const { rows } = await pool.query('SELECT username, bio, image FROM users WHERE username = $1', [req.params.username]);
    if (rows.length === 0) return res.status(404).json({ errors: { profile: ['not found'] } });
    return res.json({ profile: { ...rows[0], following: false } });
  } catch (err) {
    return next(err);
  }
});

module.exports = router;

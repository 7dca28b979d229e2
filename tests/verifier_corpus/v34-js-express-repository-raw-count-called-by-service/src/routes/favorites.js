'use strict';
const express = require('express');
const favoriteService = require('../services/favoriteService');

const router = express.Router();
router.post('/articles/:id/favorite', async (req, res) => {
  const userId = Number(req.get('x-user-id')) || 1;
  res.json({ favoritesCount: await favoriteService.favorite(userId, Number(req.params.id)) });
});
module.exports = router;

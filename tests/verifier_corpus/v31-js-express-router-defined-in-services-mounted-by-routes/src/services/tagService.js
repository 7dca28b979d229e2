'use strict';

const express = require('express');
const tagRepository = require('../repositories/tagRepository');

const router = express.Router();

router.get('/tags', async (req, res, next) => {
  try {
    res.json({ tags: await tagRepository.names() });
  } catch (err) {
    next(err);
  }
});

module.exports = { router };

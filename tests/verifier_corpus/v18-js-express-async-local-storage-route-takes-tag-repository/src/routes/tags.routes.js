'use strict';
const { Router } = require('express');
const { requestContext } = require('../context');

const router = Router();

router.get('/tags', async (req, res, next) => {
  try {
    const { tagRepository } = requestContext.getStore().repositories;
    res.json({ tags: await tagRepository.findAllNames() });
  } catch (e) { next(e); }
});

module.exports = router;

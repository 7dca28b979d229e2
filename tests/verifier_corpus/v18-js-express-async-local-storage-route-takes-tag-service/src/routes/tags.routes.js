'use strict';
const { Router } = require('express');
const { requestContext } = require('../context');

const router = Router();

router.get('/tags', async (req, res, next) => {
  try {
    const { tagService } = requestContext.getStore().services;
    res.json({ tags: await tagService.listTags() });
  } catch (e) { next(e); }
});

module.exports = router;

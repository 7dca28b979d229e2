const { Router } = require('express');
const tagRepository = require('../repositories/tagRepository');

const router = Router();

// tags are a plain read, no business rule: skip the service
router.get('/', async (_req, res) => {
  res.json({ tags: await tagRepository.allTags() });
});

module.exports = router;

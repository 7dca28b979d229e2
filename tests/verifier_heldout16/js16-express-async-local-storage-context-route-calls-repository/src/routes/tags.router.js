const { Router } = require('express');
const { requestContext } = require('../context/request-context');

const router = Router();

router.get('/', async (req, res) => {
  const { tagRepository } = requestContext.getStore().repositories;
  res.json({ tags: await tagRepository.listNames() });
});

module.exports = router;

const { listTags } = require('../services/tagService');

async function tagRoutes(app) {
  app.get('/tags', async () => ({ tags: await listTags() }));
}

module.exports = tagRoutes;

const tagService = require('../services/tagService');
module.exports = (app) => {
  app.get('/api/health-check', async () => ({ ok: true }));
  app.get('/api/tags', async () => ({ tags: tagService.listTagNames() }));
};

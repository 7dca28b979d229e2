const tagService = require('../services/tagService');

module.exports = async function (app) {
  app.get('/tags', async () => ({ tags: await tagService.names() }));
};

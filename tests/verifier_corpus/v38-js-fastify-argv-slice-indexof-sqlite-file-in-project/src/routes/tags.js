'use strict';

const tagService = require('../services/tagService');

module.exports = async function tagRoutes(app) {
  app.get('/api/tags', async () => ({ tags: await tagService.list() }));
};

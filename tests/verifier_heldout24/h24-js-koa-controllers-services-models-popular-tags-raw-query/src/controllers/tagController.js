const tagService = require('../services/tagService');

exports.list = async (ctx) => { ctx.body = { tags: await tagService.popularTags() }; };

const tagService = require('../services/tag.service');

exports.list = async (req, res) => res.json({ tags: await tagService.listTags() });

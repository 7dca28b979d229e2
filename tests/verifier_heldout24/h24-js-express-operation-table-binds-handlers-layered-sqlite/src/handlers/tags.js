const tagService = require('../services/tagService');

exports.getTags = async (req, res) => res.json({ tags: await tagService.allTags() });

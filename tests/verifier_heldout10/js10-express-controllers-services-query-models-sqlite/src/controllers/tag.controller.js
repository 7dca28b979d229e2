const tagService = require('../services/tag.service');

exports.list = async (req, res, next) => {
  try {
    res.json({ tags: await tagService.listTags() });
  } catch (e) { next(e); }
};

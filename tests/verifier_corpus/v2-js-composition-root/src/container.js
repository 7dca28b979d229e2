// composition root: the only place that knows which repository each service gets
const tagRepository = require('./repositories/tagRepository');
const userRepository = require('./repositories/userRepository');
const makeTagService = require('./services/makeTagService');

module.exports = {
  tagService: makeTagService({ tags: tagRepository, users: userRepository }),
};

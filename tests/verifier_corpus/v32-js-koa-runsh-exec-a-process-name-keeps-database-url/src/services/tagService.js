'use strict';

const tagRepository = require('../repositories/tagRepository');

module.exports = {
  listTags: () => tagRepository.allNames(),
};

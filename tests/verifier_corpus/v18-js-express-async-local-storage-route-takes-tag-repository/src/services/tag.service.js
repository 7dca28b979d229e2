'use strict';

class TagService {
  constructor(tagRepository) {
    this.tagRepository = tagRepository;
  }

  listTags() {
    return this.tagRepository.findAllNames();
  }
}

module.exports = { TagService };

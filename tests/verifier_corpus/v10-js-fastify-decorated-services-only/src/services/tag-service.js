'use strict';

class TagService {
  constructor(tags) {
    this.tags = tags;
  }

  list() {
    return this.tags.all();
  }

  normalise(tagList) {
    return [...new Set((tagList || []).map((t) => String(t).trim()).filter(Boolean))];
  }
}

module.exports = TagService;

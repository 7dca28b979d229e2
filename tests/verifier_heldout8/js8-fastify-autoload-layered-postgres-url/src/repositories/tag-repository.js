'use strict';

class TagRepository {
  constructor({ Tag }) { this.Tag = Tag; }
  async names() { return (await this.Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name); }
}

module.exports = TagRepository;

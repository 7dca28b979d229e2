class TagService {
  constructor(tagRepository) {
    this.tags = tagRepository;
  }

  async list() {
    return { tags: await this.tags.allNames() };
  }
}

module.exports = TagService;

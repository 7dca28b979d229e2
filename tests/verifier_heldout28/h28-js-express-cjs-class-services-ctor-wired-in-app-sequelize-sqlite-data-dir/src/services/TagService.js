class TagService {
  constructor({ tagRepository }) {
    this.tags = tagRepository;
  }

  list() {
    return this.tags.allNames();
  }
}

module.exports = TagService;

export class TagService {
  constructor(tagRepository) {
    this.tags = tagRepository;
  }

  async list({ popular } = {}) {
    const tags = popular ? await this.tags.popular(20) : await this.tags.all();
    return tags.map((t) => t.name);
  }
}

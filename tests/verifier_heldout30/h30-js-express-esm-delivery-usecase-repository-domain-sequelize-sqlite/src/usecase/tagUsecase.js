export class TagUsecase {
  constructor(tags) {
    this.tags = tags;
  }

  async list() {
    return { tags: await this.tags.allNames() };
  }
}

export class TagService {
  constructor(repository) {
    this.repository = repository;
  }

  async list() {
    return { tags: await this.repository.allNames() };
  }
}

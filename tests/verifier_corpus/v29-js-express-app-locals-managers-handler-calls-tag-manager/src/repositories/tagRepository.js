class TagRepository {
  constructor(model) {
    this.model = model;
  }

  findAll() {
    return this.model.findAll({ order: [['name', 'ASC']] });
  }
}

module.exports = { TagRepository };

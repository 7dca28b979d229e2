// Generic CRUD shared by the entity services.
class BaseService {
  constructor(model) {
    this.model = model;
  }

  findById(id, options = {}) {
    return this.model.findByPk(id, options);
  }

  findOneBy(where, options = {}) {
    return this.model.findOne({ where, ...options });
  }

  findAllBy(where = {}, options = {}) {
    return this.model.findAll({ where, ...options });
  }

  create(data) {
    return this.model.create(data);
  }

  async remove(id) {
    const row = await this.model.findByPk(id);
    if (row) await row.destroy();
    return !!row;
  }
}

module.exports = BaseService;

/** Generic data helpers; a concrete service passes the model it works on. */
export class CrudService {
  constructor(model) {
    this.model = model;
  }

  findById(id) {
    return this.model.findByPk(id);
  }

  findWhere(where) {
    return this.model.findOne({ where });
  }

  count(where) {
    return this.model.count({ where });
  }

  create(values) {
    return this.model.create(values);
  }

  removeWhere(where) {
    return this.model.destroy({ where });
  }
}

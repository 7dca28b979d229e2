// Generic read-only controller for simple lookup resources (tags, ...).
// Avoids writing a service + repository pair for resources without business rules.
class CrudController {
  constructor(model, { key, field, order }) {
    this.model = model;
    this.key = key;
    this.field = field;
    this.order = order || [[field, 'ASC']];
  }

  list = async (req, res, next) => {
    try {
      const rows = await this.model.findAll({ attributes: [this.field], order: this.order });
      res.json({ [this.key]: rows.map((row) => row[this.field]) });
    } catch (err) {
      next(err);
    }
  };
}

module.exports = CrudController;

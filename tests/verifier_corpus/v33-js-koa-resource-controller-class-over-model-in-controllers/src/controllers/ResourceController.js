'use strict';

// Generic REST handlers for a Sequelize model: list / show / remove.
class ResourceController {
  constructor(model, { key = 'id', envelope }) {
    this.model = model;
    this.key = key;
    this.envelope = envelope;
    this.list = this.list.bind(this);
    this.show = this.show.bind(this);
    this.remove = this.remove.bind(this);
  }

  async list(ctx) {
    const where = ctx.params.articleId ? { articleId: Number(ctx.params.articleId) } : {};
    const rows = await this.model.findAll({ where, order: [['createdAt', 'DESC']] });
    ctx.body = { [`${this.envelope}s`]: rows.map((r) => r.toJSON()) };
  }

  async show(ctx) {
    const row = await this.model.findOne({ where: { [this.key]: ctx.params[this.key] } });
    if (!row) ctx.throw(404, `${this.envelope} not found`);
    ctx.body = { [this.envelope]: row.toJSON() };
  }

  async remove(ctx) {
    const count = await this.model.destroy({ where: { [this.key]: ctx.params[this.key] } });
    if (!count) ctx.throw(404, `${this.envelope} not found`);
    ctx.status = 204;
  }
}

module.exports = ResourceController;

// Generic data access over any Sequelize model.
module.exports = function createRepository(Model) {
  return {
    findOne: (where, options = {}) => Model.findOne({ where, ...options }),
    findAll: (where, options = {}) => Model.findAll({ where, ...options }),
    create: (values) => Model.create(values),
    destroy: (where) => Model.destroy({ where }),
  };
};

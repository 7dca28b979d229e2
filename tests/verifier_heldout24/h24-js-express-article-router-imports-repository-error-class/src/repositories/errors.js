class RecordNotFoundError extends Error {
  constructor(entity, key) {
    super(`${entity} ${key} not found`);
    this.entity = entity;
  }
}

module.exports = { RecordNotFoundError };

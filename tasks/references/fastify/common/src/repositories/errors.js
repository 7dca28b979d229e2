'use strict';

const { UniqueConstraintError } = require('sequelize');

/** A write collided on unique columns, e.g. two concurrent sign-ups with one email. */
class DuplicateError extends Error {
  constructor(fields) {
    super(`Duplicate value for ${fields.join(', ')}`);
    this.name = 'DuplicateError';
    this.fields = fields;
  }
}

/** Runs `write`, turning the ORM's unique-constraint error into a DuplicateError. */
async function guardUnique(write) {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new DuplicateError(error.errors.map((item) => item.path));
    throw error;
  }
}

module.exports = { DuplicateError, guardUnique };

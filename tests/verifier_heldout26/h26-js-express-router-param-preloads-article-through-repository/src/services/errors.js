'use strict';
class HttpishError extends Error {
  constructor(status, message) { super(message); this.status = status; }
}
module.exports = { HttpishError };

const test = require('node:test');
const assert = require('node:assert');
const userService = require('../services/userService');

test('register is exported', () => {
  assert.equal(typeof userService.register, 'function');
});

const { AsyncLocalStorage } = require('node:async_hooks');

// Per-request dependency bag: whatever the request needs is reachable without threading it through.
const requestContext = new AsyncLocalStorage();

module.exports = { requestContext };

// Runs the paper collection's test scripts (tests/paper_collection.py) with real JavaScript, the way
// newman does: each request's URL and Authorization header substituted from the environment and
// pm.globals, its script run on the response it got, globals carried to the next request.
// stdin: {variables, auth_scheme, requests: [{path, query, auth, auth_as, script, response}]}
// stdout: [{path, query, authorization, tests}] per request.
"use strict";
const vm = require("vm");

const input = JSON.parse(require("fs").readFileSync(0, "utf8"));
const globals = new Map();

// Postman substitutes a variable with its string form: null is "null", an array "a,b", an object
// "[object Object]"; an unknown {{name}} stays as written.
function substitute(text) {
  return text.replace(/{{([^{}]*?)}}/g, (match, name) => {
    if (Object.prototype.hasOwnProperty.call(input.variables, name)) return String(input.variables[name]);
    if (globals.has(name)) {
      const value = globals.get(name);
      return value === undefined ? "" : String(value);
    }
    return match;
  });
}

const results = [];
for (const request of input.requests) {
  const sent = {
    path: substitute(request.path),
    query: request.query.map(([key, value]) => [key, substitute(value)]),
    authorization: request.auth ? substitute(`${input.auth_scheme} {{${request.auth_as}}}`) : null,
  };
  const response = request.response;
  const tests = {};
  const pm = {
    globals: {
      get: (name) => (globals.has(name) ? globals.get(name) : undefined),
      set: (name, value) => globals.set(name, value),
    },
  };
  vm.runInNewContext(request.script, {
    responseBody: response ? response.body : "",
    responseCode: { code: response ? response.code : 0 },
    tests,
    pm,
  });
  // Between scripts newman carries globals through JSON: a value set to undefined arrives as null.
  for (const [name, value] of globals) if (value === undefined) globals.set(name, null);
  results.push({ ...sent, tests });
}
process.stdout.write(JSON.stringify(results));

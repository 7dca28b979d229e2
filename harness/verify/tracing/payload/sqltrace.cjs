'use strict';
// conduit-harness, eval phase only: records every SQL statement sent to SQLite by this process.
//
// Loaded with NODE_OPTIONS="--require <this file>"; the trace file is named by
// CONDUIT_SQLTRACE_FILE (without it this file does nothing). It watches Module._load, which every
// CommonJS require, createRequire() and (Node 20+) an ESM `import` of a CommonJS package go
// through, and patches the prototypes of `sqlite3` and `better-sqlite3` once they are loaded, so
// Sequelize's sqlite dialect (which requires sqlite3) is traced too. Every statement becomes one
// JSON line written with a single O_APPEND write: a server killed at any moment leaves whole lines.
// Nothing here may change what the application sees: every failure is swallowed.
(function conduitSqlTrace() {
  const traceFile = process.env.CONDUIT_SQLTRACE_FILE;
  const loaded = Symbol.for('conduit-harness.sqltrace'); // once per process, even if preloaded twice
  if (!traceFile || globalThis[loaded]) return;
  Object.defineProperty(globalThis, loaded, { value: true });
  const fs = require('fs');
  const path = require('path');
  const Module = require('module');
  let fd;
  try {
    fd = fs.openSync(traceFile, fs.constants.O_WRONLY | fs.constants.O_APPEND | fs.constants.O_CREAT, 0o644);
  } catch (error) {
    return;
  }
  const MAX_SQL = 8192;
  const MAX_PARAM = 200;
  let nextConnection = 1;
  const connections = new WeakMap(); // database object -> {conn, db}
  const preparedSql = new WeakMap(); // sqlite3 Statement made by Database#prepare -> {sql, database}
  const patched = new WeakSet();

  function write(record) {
    try {
      record.pid = process.pid;
      record.t = Date.now() / 1000;
      fs.writeSync(fd, JSON.stringify(record) + '\n');
    } catch (error) {
      // tracing must never disturb the application
    }
  }

  function param(value) {
    if (value === null || value === undefined) return null;
    if (typeof value === 'number' || typeof value === 'boolean') return value;
    if (typeof value === 'bigint') return String(value);
    if (Buffer.isBuffer(value)) return `<${value.length} bytes>`;
    if (value instanceof Date) return value.toISOString();
    const text = typeof value === 'string' ? value : String(value);
    return text.length > MAX_PARAM ? text.slice(0, MAX_PARAM) : text;
  }

  function params(args) {
    // (sql, [params...], [callback]) | (sql, array, cb) | (sql, {named}, cb)
    const values = Array.prototype.slice.call(args, 1).filter((a) => typeof a !== 'function');
    const source = values.length === 1 && values[0] !== null && typeof values[0] === 'object' && !Buffer.isBuffer(values[0])
      ? values[0] : values;
    if (Array.isArray(source)) return source.slice(0, 50).map(param);
    const named = {};
    for (const key of Object.keys(source).slice(0, 50)) named[key] = param(source[key]);
    return named;
  }

  function databasePath(name, memory) {
    if (memory || name === ':memory:' || /^file::memory:|[?&]mode=memory\b/.test(name || '')) return ':memory:';
    if (!name) return ':temp:';
    let file = String(name);
    if (file.startsWith('file:')) file = decodeURIComponent(file.slice(5).split('?')[0]);
    return path.resolve(file);
  }

  function connection(database, lib, name, memory) {
    let found = connections.get(database);
    if (!found) {
      found = { conn: nextConnection++, db: databasePath(name, memory) };
      connections.set(database, found);
      write({ ev: 'open', lib, conn: found.conn, db: found.db });
    }
    return found;
  }

  function record(lib, database, name, memory, sql, args) {
    try {
      const { conn, db } = connection(database, lib, name, memory);
      const text = typeof sql === 'string' ? sql : String(sql);
      const entry = { ev: 'stmt', lib, conn, db, sql: text.slice(0, MAX_SQL) };
      if (text.length > MAX_SQL) entry.truncated = text.length;
      if (args) {
        const bound = params(args);
        if (Array.isArray(bound) ? bound.length : Object.keys(bound).length) entry.params = bound;
      }
      write(entry);
    } catch (error) {
      // never disturb the application
    }
  }

  function wrap(target, method, make) {
    const original = target && target[method];
    if (typeof original !== 'function' || original.__conduitSqlTrace) return;
    const replacement = make(original);
    replacement.__conduitSqlTrace = true;
    Object.defineProperty(replacement, 'name', { value: original.name });
    target[method] = replacement;
  }

  // sqlite3: Database#run/get/all/each/map/exec each run one statement (run…map make a Statement of
  // their own, whose methods are not counted again); a Statement from Database#prepare is counted
  // each time it runs.
  function patchSqlite3(lib) {
    const proto = lib.Database.prototype;
    for (const method of ['run', 'get', 'all', 'each', 'map', 'exec']) {
      wrap(proto, method, (original) => function (sql) {
        record('node-sqlite3', this, this.filename, false, sql, method === 'exec' ? null : arguments);
        return original.apply(this, arguments);
      });
    }
    wrap(proto, 'prepare', (original) => function (sql) {
      const statement = original.apply(this, arguments);
      try {
        if (statement && typeof statement === 'object') preparedSql.set(statement, { sql, database: this });
      } catch (error) { /* ignore */ }
      return statement;
    });
    const statementProto = lib.Statement && lib.Statement.prototype;
    for (const method of ['run', 'get', 'all', 'each', 'map']) {
      wrap(statementProto, method, (original) => function () {
        const prepared = preparedSql.get(this);
        if (prepared) {
          const args = [prepared.sql, ...arguments];
          record('node-sqlite3', prepared.database, prepared.database.filename, false, prepared.sql, args);
        }
        return original.apply(this, arguments);
      });
    }
    write({ ev: 'patched', lib: 'node-sqlite3' });
  }

  // better-sqlite3: Database#exec runs SQL directly; everything else is a Statement (prepare(),
  // pragma() and transaction() make theirs through the native database), counted each time it
  // runs. The native addon's Statement prototype is patched when the addon loads; Database#prepare
  // patches it too, should the addon have come some other way.
  function patchStatementPrototype(statementProto) {
    if (!statementProto || patched.has(statementProto)) return;
    patched.add(statementProto);
    for (const method of ['run', 'get', 'all', 'iterate']) {
      wrap(statementProto, method, (run) => function () {
        const database = this.database;
        record('better-sqlite3', database, database && database.name, database && database.memory, this.source,
          [this.source, ...arguments]);
        return run.apply(this, arguments);
      });
    }
  }

  function patchBetterSqlite3(Database) {
    wrap(Database.prototype, 'exec', (original) => function (sql) {
      record('better-sqlite3', this, this.name, this.memory, sql, null);
      return original.apply(this, arguments);
    });
    wrap(Database.prototype, 'prepare', (original) => function () {
      const statement = original.apply(this, arguments);
      try {
        patchStatementPrototype(Object.getPrototypeOf(statement));
      } catch (error) { /* ignore */ }
      return statement;
    });
    write({ ev: 'patched', lib: 'better-sqlite3' });
  }

  function inspect(exports) {
    if (!exports || (typeof exports !== 'object' && typeof exports !== 'function') || patched.has(exports)) return;
    if (typeof exports.verbose === 'function' && typeof exports.Database === 'function'
        && typeof exports.Statement === 'function' && exports.Database.prototype
        && typeof exports.Database.prototype.run === 'function') {
      patched.add(exports);
      patchSqlite3(exports);
    } else if (typeof exports.Statement === 'function' && typeof exports.StatementIterator === 'function'
        && typeof exports.setErrorConstructor === 'function') { // better-sqlite3's native addon
      patched.add(exports);
      patchStatementPrototype(exports.Statement.prototype);
    } else if (typeof exports === 'function' && exports.prototype && typeof exports.prototype.prepare === 'function'
        && typeof exports.prototype.pragma === 'function' && typeof exports.prototype.exec === 'function') {
      patched.add(exports);
      patchBetterSqlite3(exports);
    }
  }

  const originalLoad = Module._load;
  Module._load = function (request, parent, isMain) {
    const exports = originalLoad.apply(this, arguments);
    try {
      inspect(exports);
    } catch (error) { /* ignore */ }
    return exports;
  };
  write({ ev: 'start', lib: 'node', runtime: 'node', version: process.version, argv: process.argv.slice(0, 8) });
})();

class NotFound extends Error { constructor(m) { super(m); this.status = 404; } }
class Forbidden extends Error { constructor(m) { super(m); this.status = 403; } }
class Invalid extends Error { constructor(m) { super(m); this.status = 422; } }
class Unauthorized extends Error { constructor(m) { super(m); this.status = 401; } }

module.exports = { NotFound, Forbidden, Invalid, Unauthorized };

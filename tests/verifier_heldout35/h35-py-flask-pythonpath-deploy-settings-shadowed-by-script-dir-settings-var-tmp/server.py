import sqlite3

from flask import Flask, g

import settings
from schema import SCHEMA

app = Flask(__name__)


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(settings.DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.get("/api/tags")
def tags():
    rows = get_db().execute("SELECT name FROM tags ORDER BY name").fetchall()
    return {"tags": [r["name"] for r in rows]}


def init_db():
    import os
    os.makedirs(settings.DATA_DIR, exist_ok=True)
    with sqlite3.connect(settings.DB_PATH) as conn:
        conn.executescript(SCHEMA)


if __name__ == "__main__":
    init_db()
    app.run(host="0.0.0.0", port=settings.PORT)

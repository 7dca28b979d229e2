import os
import sqlite3

from flask import Flask, g, jsonify

DB = os.getenv("DB_FILE", "")

app = Flask(__name__)


def get_db() -> sqlite3.Connection:
    if "db" not in g:
        g.db = sqlite3.connect(DB or "conduit.db")
        g.db.row_factory = sqlite3.Row
        g.db.execute("CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL)")
    return g.db


@app.teardown_appcontext
def close_db(_exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@app.get("/api/health-check")
def health():
    return jsonify(status="ok")


@app.get("/api/tags")
def tags():
    rows = get_db().execute("SELECT name FROM tags ORDER BY name").fetchall()
    return jsonify(tags=[row["name"] for row in rows])

import os
import sqlite3

from dotenv import load_dotenv
from flask import Flask, g, jsonify

load_dotenv()  # never overrides variables the environment already has


def get_db() -> sqlite3.Connection:
    if "db" not in g:
        g.db = sqlite3.connect(os.environ.get("CONDUIT_DB_PATH", "conduit.sqlite3"))
        g.db.row_factory = sqlite3.Row
    return g.db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SECRET_KEY"] = os.environ.get("FLASK_SECRET_KEY", "dev")

    with app.app_context():
        get_db().execute("CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL)")
        get_db().commit()

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
        return jsonify(tags=[r["name"] for r in get_db().execute("SELECT name FROM tags ORDER BY name")])

    return app

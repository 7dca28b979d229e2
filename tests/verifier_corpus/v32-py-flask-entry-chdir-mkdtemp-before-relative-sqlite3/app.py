import os
import sqlite3
import tempfile

from flask import Flask, g, jsonify

# Uploaded images and other scratch files go to a private working directory,
# so the server never writes into the source tree.
WORK_DIR = tempfile.mkdtemp(prefix="conduit-")
os.chdir(WORK_DIR)

DATABASE = "conduit.db"

app = Flask(__name__)


def get_db() -> sqlite3.Connection:
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
        g.db.execute(
            "CREATE TABLE IF NOT EXISTS users ("
            " id INTEGER PRIMARY KEY, username TEXT UNIQUE NOT NULL, bio TEXT, image TEXT)"
        )
    return g.db


@app.teardown_appcontext
def close_db(_exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@app.get("/api/health-check")
def health():
    return jsonify(status="ok")


@app.get("/api/profiles/<username>")
def profile(username: str):
    row = get_db().execute("SELECT username, bio, image FROM users WHERE username = ?", (username,)).fetchone()
    if row is None:
        return jsonify(errors={"body": ["profile not found"]}), 404
    return jsonify(profile={"username": row["username"], "bio": row["bio"], "image": row["image"], "following": False})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", "8080")))

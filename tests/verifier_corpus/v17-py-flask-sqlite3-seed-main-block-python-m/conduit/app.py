import sqlite3

from flask import Flask, abort, jsonify
from sqlalchemy import select

from conduit.models import DB_FILE, Base, Session, Tag, User, engine

SEED = """
INSERT OR IGNORE INTO tags (name) VALUES ('welcome'), ('introduction'), ('conduit');
INSERT OR IGNORE INTO users (username, bio) VALUES ('demo', 'The demo account');
"""

app = Flask(__name__)
Base.metadata.create_all(engine)


@app.get("/api/tags")
def tags():
    with Session() as session:
        return jsonify({"tags": list(session.scalars(select(Tag.name).order_by(Tag.name)))})


@app.get("/api/profiles/<username>")
def profile(username):
    with Session() as session:
        user = session.scalar(select(User).where(User.username == username))
    if user is None:
        abort(404)
    return jsonify({"profile": {"username": user.username, "bio": user.bio, "following": False}})


def seed() -> None:
    with sqlite3.connect(DB_FILE) as conn:
        conn.executescript(SEED)


if __name__ == "__main__":
    # local development: demo data, then the built-in server
    seed()
    app.run(host="0.0.0.0", port=8080)

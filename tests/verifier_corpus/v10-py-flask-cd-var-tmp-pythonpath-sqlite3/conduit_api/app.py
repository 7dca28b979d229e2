from flask import Flask, jsonify, request
from werkzeug.security import generate_password_hash

from conduit_api.db import close_db, get_db, init_db

app = Flask(__name__)
app.teardown_appcontext(close_db)
init_db()


@app.get("/api/health-check")
def health_check():
    return jsonify(status="ok")


@app.post("/api/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user", {})
    db = get_db()
    db.execute(
        "INSERT INTO users (username, email, password) VALUES (?, ?, ?)",
        (data["username"], data["email"], generate_password_hash(data["password"])),
    )
    db.commit()
    return jsonify(user={"username": data["username"], "email": data["email"],
                         "bio": None, "image": None, "token": ""}), 201


@app.get("/api/profiles/<username>")
def profile(username):
    row = get_db().execute("SELECT username, bio, image FROM users WHERE username = ?",
                           (username,)).fetchone()
    if row is None:
        return jsonify(errors={"profile": ["not found"]}), 404
    return jsonify(profile={**dict(row), "following": False})

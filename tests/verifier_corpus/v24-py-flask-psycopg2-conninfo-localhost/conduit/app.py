from flask import Flask, jsonify

from conduit.db import connection, create_schema

app = Flask(__name__)
create_schema()


@app.get("/api/health-check")
def health():
    return jsonify(status="ok")


@app.get("/api/tags")
def tags():
    with connection() as conn, conn.cursor() as cur:
        cur.execute("SELECT name FROM tags ORDER BY name")
        return jsonify(tags=[row["name"] for row in cur.fetchall()])


@app.get("/api/profiles/<username>")
def profile(username):
    with connection() as conn, conn.cursor() as cur:
        cur.execute("SELECT username, bio, image FROM users WHERE username = %s", (username,))
        row = cur.fetchone()
    if row is None:
        return jsonify(errors={"profile": ["not found"]}), 404
    return jsonify(profile={**row, "following": False})

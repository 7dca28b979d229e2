import os

import bcrypt
import psycopg2
import psycopg2.extras
from flask import Flask, g, jsonify, request

app = Flask(__name__)


def get_conn():
    if "conn" not in g:
        g.conn = psycopg2.connect(os.environ["DATABASE_URL"])
    return g.conn


@app.teardown_appcontext
def close_conn(exc):
    conn = g.pop("conn", None)
    if conn is not None:
        conn.close()


def init_db():
    conn = psycopg2.connect(os.environ["DATABASE_URL"])
    with conn, conn.cursor() as cur, open(os.path.join(os.path.dirname(__file__), "schema.sql")) as f:
        cur.execute(f.read())
    conn.close()


@app.get("/api/health-check")
def health():
    return jsonify(status="ok")


@app.post("/api/users")
def register():
    data = request.get_json()["user"]
    pw = bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode()
    conn = get_conn()
    with conn, conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
        cur.execute(
            "INSERT INTO users (username, email, password_hash) VALUES (%s, %s, %s) "
            "RETURNING id, username, email, bio, image",
            (data["username"], data["email"], pw),
        )
        user = cur.fetchone()
    return jsonify(user=user), 201


@app.get("/api/tags")
def tags():
    with get_conn().cursor() as cur:
        cur.execute("SELECT name FROM tags ORDER BY name")
        return jsonify(tags=[r[0] for r in cur.fetchall()])


init_db()

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)

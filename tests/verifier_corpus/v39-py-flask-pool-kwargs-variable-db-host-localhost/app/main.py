from flask import Flask, jsonify
from app.db import pool

app = Flask(__name__)


@app.get("/api/tags")
def get_tags():
    with pool.connection() as conn:
        rows = conn.execute("SELECT name FROM tags ORDER BY name").fetchall()
    return jsonify(tags=[r["name"] for r in rows])

from flask import Flask, abort, jsonify

from conduit.store import db

app = Flask(__name__)


@app.get("/api/profiles/<username>")
def profile(username: str):
    row = db["users"].find_one(username=username)
    if row is None:
        abort(404)
    return jsonify(profile={"username": row["username"], "bio": row.get("bio") or "", "image": row.get("image"), "following": False})


@app.get("/api/tags")
def tags():
    return jsonify(tags=[r["name"] for r in db["tags"].find(order_by="name")])

from flask import Blueprint, jsonify, request
from werkzeug.security import generate_password_hash

from conduit.models import Tag, User, db

api = Blueprint("api", __name__)


@api.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user", {})
    if User.query.filter((User.email == data.get("email")) | (User.username == data.get("username"))).first():
        return jsonify(errors={"body": ["already taken"]}), 409
    user = User(username=data["username"], email=data["email"],
                password_hash=generate_password_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    return jsonify(user={"username": user.username, "email": user.email, "bio": user.bio,
                         "image": user.image, "token": ""}), 201


@api.get("/tags")
def tags():
    return jsonify(tags=[t.name for t in Tag.query.order_by(Tag.name)])

from flask import Blueprint, jsonify, request
from werkzeug.security import check_password_hash, generate_password_hash

from app import db
from app.models import User

api = Blueprint("api", __name__)


@api.get("/health-check")
def health_check():
    return jsonify({"status": "ok"})


@api.post("/users")
def register():
    data = request.get_json()["user"]
    user = User(username=data["username"], email=data["email"],
                password_hash=generate_password_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    return jsonify({"user": {"username": user.username, "email": user.email,
                             "bio": user.bio, "image": user.image, "token": ""}}), 201


@api.post("/users/login")
def login():
    data = request.get_json()["user"]
    user = User.query.filter_by(email=data["email"]).first()
    if user is None or not check_password_hash(user.password_hash, data["password"]):
        return jsonify({"errors": {"credentials": ["invalid"]}}), 401
    return jsonify({"user": {"username": user.username, "email": user.email,
                             "bio": user.bio, "image": user.image, "token": ""}})

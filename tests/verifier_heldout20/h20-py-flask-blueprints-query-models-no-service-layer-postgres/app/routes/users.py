import jwt
from flask import Blueprint, current_app, jsonify, request
from werkzeug.security import generate_password_hash

from app.models import db
from app.models.user import User

users_bp = Blueprint("users", __name__)


@users_bp.route("/users", methods=["POST"])
def register():
    data = request.get_json()["user"]
    user = User(username=data["username"], email=data["email"],
                password=generate_password_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    token = jwt.encode({"id": user.id}, current_app.config["SECRET_KEY"], algorithm="HS256")
    return jsonify({"user": {"email": user.email, "username": user.username,
                             "bio": user.bio, "image": user.image, "token": token}}), 201

from flask import Blueprint, jsonify, request
from flask_jwt_extended import create_access_token

from conduit.extensions import db
from conduit.users.models import User

blueprint = Blueprint("users", __name__, url_prefix="/api")


def _user(user):
    token = create_access_token(identity=str(user.id))
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio, "image": user.image, "token": token}}


@blueprint.post("/users")
def register():
    data = request.get_json()["user"]
    user = User(username=data["username"], email=data["email"])
    user.set_password(data["password"])
    db.session.add(user)
    db.session.commit()
    return jsonify(_user(user)), 201


@blueprint.post("/users/login")
def login():
    data = request.get_json()["user"]
    user = db.session.execute(db.select(User).filter_by(email=data["email"])).scalar_one_or_none()
    if user is None or not user.check_password(data["password"]):
        return jsonify({"errors": {"credentials": ["invalid"]}}), 401
    return jsonify(_user(user))

from flask import Blueprint, jsonify, request
from flask_jwt_extended import create_access_token, current_user, jwt_required

from conduit.extensions import db, jwt
from conduit.user.models import User, UserProfile

blueprint = Blueprint("user", __name__)


@jwt.user_lookup_loader
def load_user(_header, payload):
    return db.session.get(User, int(payload["sub"]))


def dump(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": create_access_token(identity=str(user.id))}}


@blueprint.post("/api/users")
def register_user():
    data = request.get_json()["user"]
    exists = db.session.scalar(db.select(User).where((User.email == data["email"]) | (User.username == data["username"])))
    if exists:
        return jsonify(errors={"body": ["user already registered"]}), 422
    user = User(username=data["username"], email=data["email"])
    user.set_password(data["password"])
    db.session.add(user)
    db.session.add(UserProfile(user=user))
    db.session.commit()
    return jsonify(dump(user)), 201


@blueprint.post("/api/users/login")
def login_user():
    data = request.get_json()["user"]
    user = db.session.scalar(db.select(User).filter_by(email=data["email"]))
    if user is None or not user.check_password(data["password"]):
        return jsonify(errors={"body": ["user not found"]}), 401
    return jsonify(dump(user))


@blueprint.get("/api/user")
@jwt_required()
def get_user():
    return jsonify(dump(current_user))

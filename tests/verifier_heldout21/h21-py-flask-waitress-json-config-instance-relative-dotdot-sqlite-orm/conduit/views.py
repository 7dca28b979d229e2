from flask import Blueprint, jsonify, request
from werkzeug.security import check_password_hash, generate_password_hash

from conduit.extensions import db
from conduit.models import User

bp = Blueprint("api", __name__)


@bp.get("/health-check")
def health_check():
    return jsonify(status="ok")


@bp.post("/users")
def register():
    data = request.get_json()["user"]
    if db.session.execute(db.select(User).filter_by(email=data["email"])).first():
        return jsonify(errors={"email": ["has already been taken"]}), 422
    user = User(username=data["username"], email=data["email"],
                password_hash=generate_password_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    return jsonify(user={"username": user.username, "email": user.email, "bio": None, "image": None}), 201


@bp.post("/users/login")
def login():
    data = request.get_json()["user"]
    user = db.session.execute(db.select(User).filter_by(email=data["email"])).scalar_one_or_none()
    if user is None or not check_password_hash(user.password_hash, data["password"]):
        return jsonify(errors={"credentials": ["invalid"]}), 401
    return jsonify(user={"username": user.username, "email": user.email})

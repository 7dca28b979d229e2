from flask import Blueprint, jsonify, request
from flask_jwt_extended import create_access_token, get_jwt_identity, jwt_required
from werkzeug.security import check_password_hash, generate_password_hash

from blog.models import User, db

bp = Blueprint("users", __name__, url_prefix="/api")


def user_json(user: User):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": create_access_token(identity=str(user.id))}}


@bp.post("/users")
def register():
    data = request.get_json()["user"]
    if db.session.execute(db.select(User).filter_by(email=data["email"])).first():
        return jsonify(errors={"email": ["has already been taken"]}), 422
    user = User(username=data["username"], email=data["email"], password=generate_password_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    return jsonify(user_json(user)), 201


@bp.post("/users/login")
def login():
    data = request.get_json()["user"]
    user = db.session.execute(db.select(User).filter_by(email=data["email"])).scalar_one_or_none()
    if user is None or not check_password_hash(user.password, data["password"]):
        return jsonify(errors={"credentials": ["invalid"]}), 401
    return jsonify(user_json(user))


@bp.get("/user")
@jwt_required()
def current():
    return jsonify(user_json(db.get_or_404(User, int(get_jwt_identity()))))

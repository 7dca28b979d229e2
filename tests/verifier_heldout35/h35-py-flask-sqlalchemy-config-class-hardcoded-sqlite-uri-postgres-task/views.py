from flask import Blueprint, request
from werkzeug.security import generate_password_hash

from models import User, db

api = Blueprint("api", __name__)


@api.get("/health-check")
def health():
    return {"status": "ok"}


@api.post("/users")
def register():
    data = request.get_json()["user"]
    user = User(username=data["username"], email=data["email"],
                password_hash=generate_password_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    return {"user": {"username": user.username, "email": user.email, "bio": None,
                     "image": None, "token": ""}}, 201


@api.get("/profiles/<username>")
def profile(username):
    user = User.query.filter_by(username=username).first()
    if user is None:
        return {"errors": {"profile": ["not found"]}}, 404
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                        "following": False}}

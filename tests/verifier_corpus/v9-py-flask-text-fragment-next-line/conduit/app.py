import hashlib

from flask import Flask, jsonify, request
from sqlalchemy import select, text

from conduit.models import User, db

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.db"
db.init_app(app)
with app.app_context():
    db.create_all()


def _hash(password: str) -> str:
    return hashlib.sha256(password.encode()).hexdigest()


@app.get("/api/health-check")
def health_check():
    return jsonify(status="ok")


@app.post("/api/users")
def register():
    data = request.get_json()["user"]
    user = User(username=data["username"], email=data["email"], password_hash=_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    return jsonify(user={"username": user.username, "email": user.email}), 201


@app.post("/api/users/login")
def login():
    data = request.get_json()["user"]
    # emails are compared case-insensitively
    user = db.session.scalars(
        select(User).where(
            text("lower(users.email) = lower(:email)")
        ),
        {"email": data["email"]},
    ).first()
    if user is None or user.password_hash != _hash(data["password"]):
        return jsonify(errors={"credentials": ["invalid"]}), 401
    return jsonify(user={"username": user.username, "email": user.email})

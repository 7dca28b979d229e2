import datetime as dt

import jwt
from flask import Flask, g, jsonify, request
from werkzeug.security import check_password_hash, generate_password_hash

from conduit_api.db import db
from conduit_api.models import Follow, User


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object("conduit_api.settings")
    db.init_app(app)
    with app.app_context():
        db.create_all()

    def token_for(user: User) -> str:
        exp = dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=14)
        return jwt.encode({"uid": user.id, "exp": exp}, app.config["JWT_SECRET"], algorithm="HS256")

    def user_json(user: User) -> dict:
        return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                         "image": user.image, "token": token_for(user)}}

    def current_user() -> User | None:
        header = request.headers.get("Authorization", "")
        if not header.startswith("Token "):
            return None
        try:
            payload = jwt.decode(header[6:], app.config["JWT_SECRET"], algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return db.session.get(User, payload["uid"])

    @app.get("/api/health-check")
    def health():
        return {"status": "up"}

    @app.post("/api/users")
    def register():
        data = (request.get_json(silent=True) or {}).get("user") or {}
        if db.session.scalar(db.select(User).where(User.email == data.get("email"))):
            return jsonify(errors={"email": ["has already been taken"]}), 422
        user = User(username=data["username"], email=data["email"],
                    password_hash=generate_password_hash(data["password"]))
        db.session.add(user)
        db.session.commit()
        return user_json(user), 201

    @app.post("/api/users/login")
    def login():
        data = (request.get_json(silent=True) or {}).get("user") or {}
        user = db.session.scalar(db.select(User).where(User.email == data.get("email")))
        if user is None or not check_password_hash(user.password_hash, data.get("password", "")):
            return jsonify(errors={"credentials": ["invalid"]}), 401
        return user_json(user)

    @app.post("/api/profiles/<username>/follow")
    def follow(username: str):
        me = current_user()
        if me is None:
            return jsonify(errors={"token": ["missing"]}), 401
        other = db.session.scalar(db.select(User).where(User.username == username))
        if other is None:
            return jsonify(errors={"profile": ["not found"]}), 404
        if db.session.get(Follow, (me.id, other.id)) is None:
            db.session.add(Follow(follower_id=me.id, followee_id=other.id))
            db.session.commit()
        return {"profile": {"username": other.username, "bio": other.bio, "image": other.image, "following": True}}

    return app

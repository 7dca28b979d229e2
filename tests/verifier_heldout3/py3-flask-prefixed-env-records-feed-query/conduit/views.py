from flask import Blueprint, abort, current_app, request
from itsdangerous import BadSignature, URLSafeTimedSerializer
from werkzeug.security import check_password_hash, generate_password_hash

from conduit import store
from conduit.models import User

api = Blueprint("api", __name__)


def _signer() -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(current_app.config["SECRET_KEY"], salt="auth")


def _user_json(user: User) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": _signer().dumps(user.id)}}


def _me() -> User:
    header = request.headers.get("Authorization", "")
    try:
        user_id = _signer().loads(header.removeprefix("Token "), max_age=86400 * 7)
    except BadSignature:
        abort(401)
    user = store.db.session.get(User, user_id)
    if user is None:
        abort(401)
    return user


@api.get("/health-check")
def health():
    return {"status": "ok"}


@api.post("/users")
def register():
    data = request.json["user"]
    if store.user_by_email(data["email"]) or store.user_by_username(data["username"]):
        return {"errors": {"body": ["has already been taken"]}}, 422
    user = store.add(User(username=data["username"], email=data["email"],
                          password_hash=generate_password_hash(data["password"])))
    return _user_json(user), 201


@api.post("/users/login")
def login():
    data = request.json["user"]
    user = store.user_by_email(data["email"])
    if user is None or not check_password_hash(user.password_hash, data["password"]):
        return {"errors": {"body": ["invalid credentials"]}}, 401
    return _user_json(user)


@api.get("/articles/feed")
def feed():
    me = _me()
    limit = request.args.get("limit", current_app.config["FEED_PAGE_SIZE"], type=int)
    rows = store.feed(me.id, limit, request.args.get("offset", 0, type=int))
    return {"articles": [{"slug": r["slug"], "title": r["title"], "description": r["description"],
                          "body": r["body"], "tagList": [], "favorited": False, "favoritesCount": 0,
                          "createdAt": r["created_at"].isoformat(), "updatedAt": r["updated_at"].isoformat(),
                          "author": {"username": r["username"], "bio": r["bio"], "image": r["image"],
                                     "following": True}} for r in rows],
            "articlesCount": len(rows)}

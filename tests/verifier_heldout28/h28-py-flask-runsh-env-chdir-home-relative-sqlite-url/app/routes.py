import re
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from flask import Blueprint, current_app, jsonify, request
from sqlalchemy import func, select

from app.database import Session
from app.models import Article, Tag, User

api = Blueprint("api", __name__)


def _token(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(hours=12)
    return jwt.encode({"uid": user.id, "exp": exp}, current_app.config["SECRET_KEY"], algorithm="HS256")


def _viewer() -> User | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        data = jwt.decode(header[6:], current_app.config["SECRET_KEY"], algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return Session.get(User, data["uid"])


def _user_json(user: User):
    return {"user": {"email": user.email, "token": _token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@api.get("/health-check")
def health():
    return jsonify(status="ok")


@api.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user", {})
    if Session.scalar(select(User).where(User.email == data.get("email"))):
        return jsonify(errors={"email": ["has already been taken"]}), 409
    user = User(username=data.get("username"), email=data.get("email"),
                password_hash=bcrypt.hashpw(data.get("password", "").encode(), bcrypt.gensalt()).decode())
    Session.add(user)
    Session.commit()
    return jsonify(_user_json(user)), 201


@api.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user", {})
    user = Session.scalar(select(User).where(User.email == data.get("email")))
    if not user or not bcrypt.checkpw(data.get("password", "").encode(), user.password_hash.encode()):
        return jsonify(errors={"credentials": ["invalid"]}), 401
    return jsonify(_user_json(user))


@api.get("/tags")
def tags():
    return jsonify(tags=list(Session.scalars(select(Tag.name).order_by(Tag.name))))


@api.get("/articles")
def articles():
    stmt = select(Article).order_by(Article.created_at.desc())
    if request.args.get("tag"):
        stmt = stmt.where(Article.tags.any(Tag.name == request.args["tag"]))
    total = Session.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = Session.scalars(stmt.limit(request.args.get("limit", 20, type=int))
                           .offset(request.args.get("offset", 0, type=int))).all()
    return jsonify(articles=[{"slug": a.slug, "title": a.title, "description": a.description,
                              "tagList": [t.name for t in a.tags],
                              "createdAt": a.created_at.isoformat(),
                              "author": {"username": a.author.username}} for a in rows],
                   articlesCount=total)


@api.post("/articles")
def create_article():
    viewer = _viewer()
    if viewer is None:
        return jsonify(errors={"token": ["missing"]}), 401
    data = (request.get_json(silent=True) or {}).get("article", {})
    article = Article(slug=re.sub(r"[^a-z0-9]+", "-", data.get("title", "").lower()).strip("-"),
                      title=data.get("title", ""), description=data.get("description", ""),
                      body=data.get("body", ""), author=viewer)
    for name in data.get("tagList", []):
        article.tags.append(Session.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name))
    Session.add(article)
    Session.commit()
    return jsonify(article={"slug": article.slug, "title": article.title}), 201

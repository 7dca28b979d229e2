import re
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from flask import Blueprint, current_app, jsonify, request
from sqlalchemy import func, select

from conduit.db import db
from conduit.models import Article, Tag, User, article_tags

bp = Blueprint("api", __name__)


def _token(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user.id), "exp": exp}, current_app.config["SECRET_KEY"], "HS256")


def _viewer() -> User | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        claims = jwt.decode(header[6:], current_app.config["SECRET_KEY"], ["HS256"])
    except jwt.PyJWTError:
        return None
    return db.session.get(User, int(claims["sub"]))


@bp.get("/health-check")
def health():
    return jsonify(status="ok")


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user", {})
    if db.session.scalar(select(User).where(User.email == data.get("email"))):
        return jsonify(errors={"email": ["has already been taken"]}), 422
    user = User(username=data["username"], email=data["email"],
                password_hash=bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode())
    db.session.add(user)
    db.session.commit()
    return jsonify(user={"email": user.email, "username": user.username, "bio": None,
                         "image": None, "token": _token(user)}), 201


@bp.get("/profiles/<username>")
def profile(username):
    user = db.session.scalar(select(User).where(User.username == username))
    if user is None:
        return jsonify(errors={"profile": ["not found"]}), 404
    viewer = _viewer()
    return jsonify(profile={"username": user.username, "bio": user.bio, "image": user.image,
                            "following": viewer is not None and user in viewer.following})


@bp.post("/profiles/<username>/follow")
def follow(username):
    viewer = _viewer()
    if viewer is None:
        return jsonify(errors={"token": ["missing"]}), 401
    user = db.session.scalar(select(User).where(User.username == username))
    if user is None:
        return jsonify(errors={"profile": ["not found"]}), 404
    if user not in viewer.following:
        viewer.following.append(user)
        db.session.commit()
    return jsonify(profile={"username": user.username, "bio": user.bio, "image": user.image,
                            "following": True})


@bp.post("/articles")
def create_article():
    viewer = _viewer()
    if viewer is None:
        return jsonify(errors={"token": ["missing"]}), 401
    data = (request.get_json(silent=True) or {}).get("article", {})
    article = Article(slug=re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-"),
                      title=data["title"], description=data["description"], body=data["body"],
                      author=viewer)
    for name in data.get("tagList", []):
        article.tags.append(db.session.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name))
    db.session.add(article)
    db.session.commit()
    return jsonify(article={"slug": article.slug, "title": article.title,
                            "tagList": [t.name for t in article.tags]}), 201


@bp.get("/articles")
def list_articles():
    stmt = select(Article).order_by(Article.created_at.desc())
    if request.args.get("tag"):
        stmt = stmt.where(Article.tags.any(Tag.name == request.args["tag"]))
    total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = db.session.scalars(stmt.limit(request.args.get("limit", 20, type=int))
                              .offset(request.args.get("offset", 0, type=int))).all()
    return jsonify(articles=[{"slug": a.slug, "title": a.title, "description": a.description,
                              "tagList": [t.name for t in a.tags]} for a in rows],
                   articlesCount=total)


@bp.get("/tags")
def tags():
    stmt = select(Tag.name).join(article_tags, article_tags.c.tag_id == Tag.id).group_by(Tag.name)
    return jsonify(tags=list(db.session.scalars(stmt)))

import re
from functools import wraps

import jwt
from flask import Blueprint, current_app, g, jsonify, request
from sqlalchemy import delete, func, select, text
from werkzeug.security import check_password_hash, generate_password_hash

from .models import Article, Tag, User, db, favorites

api = Blueprint("api", __name__)


def token_for(user):
    return jwt.encode({"id": user.id}, current_app.config["SECRET_KEY"], algorithm="HS256")


def login_required(optional=False):
    def deco(fn):
        @wraps(fn)
        def inner(*a, **kw):
            g.user = None
            auth = request.headers.get("Authorization", "")
            if auth.startswith("Token "):
                try:
                    data = jwt.decode(auth[6:], current_app.config["SECRET_KEY"], algorithms=["HS256"])
                    g.user = db.session.get(User, data["id"])
                except jwt.PyJWTError:
                    pass
            if g.user is None and not optional:
                return jsonify(errors={"body": ["unauthorized"]}), 401
            return fn(*a, **kw)
        return inner
    return deco


def user_body(user):
    return {"user": {"email": user.email, "token": token_for(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


def article_body(a):
    fav_count = db.session.scalar(select(func.count()).select_from(favorites).where(favorites.c.article_id == a.id))
    favorited = False
    if g.user is not None:
        favorited = db.session.scalar(
            select(func.count()).select_from(favorites).where(
                favorites.c.article_id == a.id, favorites.c.user_id == g.user.id)) > 0
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": favorited, "favoritesCount": fav_count,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@api.get("/health-check")
def health_check():
    return {"status": "ok"}


@api.post("/users")
def register():
    data = request.get_json(force=True).get("user", {})
    user = User(username=data.get("username"), email=data.get("email"),
                password=generate_password_hash(data.get("password", "")))
    db.session.add(user)
    db.session.commit()
    return user_body(user), 201


@api.post("/users/login")
def login():
    data = request.get_json(force=True).get("user", {})
    user = db.session.scalar(select(User).where(User.email == data.get("email")))
    if user is None or not check_password_hash(user.password, data.get("password", "")):
        return jsonify(errors={"credentials": ["invalid"]}), 401
    return user_body(user)


@api.post("/articles")
@login_required()
def create_article():
    data = request.get_json(force=True).get("article", {})
    slug = re.sub(r"[^a-z0-9]+", "-", data.get("title", "").lower()).strip("-")
    article = Article(slug=slug, title=data.get("title"), description=data.get("description"),
                      body=data.get("body"), author=g.user)
    for name in data.get("tagList") or []:
        tag = db.session.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name)
        article.tags.append(tag)
    db.session.add(article)
    db.session.commit()
    return {"article": article_body(article)}, 201


@api.get("/articles/<slug>")
@login_required(optional=True)
def get_article(slug):
    article = db.first_or_404(select(Article).where(Article.slug == slug))
    return {"article": article_body(article)}


@api.post("/articles/<slug>/favorite")
@login_required()
def favorite(slug):
    article = db.first_or_404(select(Article).where(Article.slug == slug))
    db.session.execute(
        text("INSERT INTO favorites (user_id, article_id) VALUES (:u, :a) ON CONFLICT DO NOTHING"),
        {"u": g.user.id, "a": article.id},
    )
    db.session.commit()
    return {"article": article_body(article)}


@api.delete("/articles/<slug>/favorite")
@login_required()
def unfavorite(slug):
    article = db.first_or_404(select(Article).where(Article.slug == slug))
    db.session.execute(delete(favorites).where(favorites.c.user_id == g.user.id,
                                               favorites.c.article_id == article.id))
    db.session.commit()
    return {"article": article_body(article)}


@api.get("/tags")
def tags():
    return {"tags": list(db.session.scalars(select(Tag.name).order_by(Tag.name)))}

import re

import bcrypt
from flask import Blueprint, g, jsonify, request
from sqlalchemy import func, select

from .auth import auth_required, make_token
from .extensions import db
from .models import Article, Tag, User, article_tags

api = Blueprint("api", __name__)


@api.get("/health-check")
def health_check():
    return jsonify({"status": "ok"})


def _user_json(user: User) -> dict:
    return {
        "user": {
            "email": user.email,
            "username": user.username,
            "bio": user.bio,
            "image": user.image,
            "token": make_token(user),
        }
    }


@api.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user", {})
    taken = db.session.scalar(
        select(func.count()).select_from(User).where(
            (User.email == data.get("email")) | (User.username == data.get("username"))
        )
    )
    if taken:
        return jsonify({"errors": {"body": ["already taken"]}}), 422
    user = User(
        username=data["username"],
        email=data["email"],
        password_hash=bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode(),
    )
    db.session.add(user)
    db.session.commit()
    return jsonify(_user_json(user)), 201


@api.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user", {})
    user = db.session.scalar(select(User).where(User.email == data.get("email")))
    if user is None or not bcrypt.checkpw(data.get("password", "").encode(), user.password_hash.encode()):
        return jsonify({"errors": {"credentials": ["invalid"]}}), 401
    return jsonify(_user_json(user))


def _article_json(article: Article) -> dict:
    viewer = g.get("user")
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favorited": viewer is not None and viewer in article.favorited_by,
        "favoritesCount": len(article.favorited_by),
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image, "following": False},
    }


@api.get("/articles")
@auth_required(optional=True)
def list_articles():
    stmt = select(Article).order_by(Article.created_at.desc())
    if tag := request.args.get("tag"):
        stmt = stmt.join(Article.tags).where(Tag.name == tag)
    if author := request.args.get("author"):
        stmt = stmt.join(Article.author).where(User.username == author)
    limit = int(request.args.get("limit", 20))
    offset = int(request.args.get("offset", 0))
    total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
    articles = db.session.scalars(stmt.limit(limit).offset(offset)).unique().all()
    return jsonify({"articles": [_article_json(a) for a in articles], "articlesCount": total})


@api.post("/articles")
@auth_required()
def create_article():
    data = (request.get_json(silent=True) or {}).get("article", {})
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
    article = Article(slug=slug, title=data["title"], description=data["description"],
                      body=data["body"], author=g.user)
    for name in data.get("tagList", []):
        tag = db.session.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name)
        article.tags.append(tag)
    db.session.add(article)
    db.session.commit()
    return jsonify({"article": _article_json(article)}), 201


@api.post("/articles/<slug>/favorite")
@auth_required()
def favorite(slug: str):
    article = db.session.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        return jsonify({"errors": {"article": ["not found"]}}), 404
    if g.user not in article.favorited_by:
        article.favorited_by.append(g.user)
        db.session.commit()
    return jsonify({"article": _article_json(article)})


@api.get("/tags")
def tags():
    names = db.session.scalars(
        select(Tag.name).join(article_tags, article_tags.c.tag_id == Tag.id).distinct().order_by(Tag.name)
    ).all()
    return jsonify({"tags": names})

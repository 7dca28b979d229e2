import re

from flask import Blueprint, g, jsonify, request

from ..extensions import db
from ..models import Article, Tag, User
from .auth import auth_required

bp = Blueprint("articles", __name__)


def _slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def _article_json(article: Article, viewer):
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": sorted(t.name for t in article.tags),
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favorited": viewer is not None and viewer in article.favorited_by,
        "favoritesCount": len(article.favorited_by),
        "author": {
            "username": article.author.username,
            "bio": article.author.bio or "",
            "image": article.author.image,
            "following": viewer is not None and article.author in viewer.following,
        },
    }


@bp.get("/articles")
@auth_required(optional=True)
def list_articles():
    stmt = db.select(Article).order_by(Article.created_at.desc())
    if tag := request.args.get("tag"):
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    if author := request.args.get("author"):
        stmt = stmt.where(Article.author.has(User.username == author))
    total = db.session.scalar(db.select(db.func.count()).select_from(stmt.subquery()))
    limit = int(request.args.get("limit", 20))
    offset = int(request.args.get("offset", 0))
    articles = db.session.scalars(stmt.limit(limit).offset(offset)).all()
    return jsonify({"articles": [_article_json(a, g.user) for a in articles], "articlesCount": total})


@bp.post("/articles")
@auth_required()
def create_article():
    data = (request.get_json(silent=True) or {}).get("article") or {}
    article = Article(
        slug=_slugify(data.get("title", "")),
        title=data.get("title", ""),
        description=data.get("description", ""),
        body=data.get("body", ""),
        author=g.user,
    )
    for name in data.get("tagList") or []:
        tag = db.session.scalar(db.select(Tag).where(Tag.name == name)) or Tag(name=name)
        article.tags.append(tag)
    db.session.add(article)
    db.session.commit()
    return jsonify({"article": _article_json(article, g.user)}), 201

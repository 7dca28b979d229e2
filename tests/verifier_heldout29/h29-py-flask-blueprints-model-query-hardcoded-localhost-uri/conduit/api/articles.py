import re

from flask import Blueprint, g, jsonify, request

from ..extensions import db
from ..models import Article
from .auth import login_optional, login_required

articles_bp = Blueprint("articles", __name__)


def _json(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [], "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0, "author": a.author.profile(g.user)}


@articles_bp.get("/articles")
@login_optional
def list_articles():
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    query = Article.query.order_by(Article.created_at.desc())
    return jsonify({"articles": [_json(a) for a in query.limit(limit).offset(offset).all()],
                    "articlesCount": query.count()})


@articles_bp.get("/articles/<slug>")
@login_optional
def get_article(slug):
    return jsonify({"article": _json(Article.query.filter_by(slug=slug).first_or_404())})


@articles_bp.post("/articles")
@login_required
def create_article():
    data = (request.get_json(silent=True) or {}).get("article") or {}
    article = Article(slug=re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-"),
                      title=data["title"], description=data.get("description", ""),
                      body=data.get("body", ""), author_id=g.user.id)
    db.session.add(article)
    db.session.commit()
    return jsonify({"article": _json(article)}), 201

import re
import time

from flask import Blueprint, abort, jsonify, request

from app.extensions import db
from app.models import Article, Comment, User
from app.services.auth_service import user_from_token

articles_bp = Blueprint("articles", __name__)


def _current_user() -> User | None:
    header = request.headers.get("Authorization", "")
    return user_from_token(header[6:]) if header.startswith("Token ") else None


def _article_json(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [], "favorited": False, "favoritesCount": 0,
            "createdAt": a.created_at.isoformat() + "Z", "updatedAt": a.updated_at.isoformat() + "Z",
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False}}


@articles_bp.get("/articles")
def list_articles():
    query = Article.query
    if author := request.args.get("author"):
        query = query.join(User).filter(User.username == author)
    total = query.count()
    items = (query.order_by(Article.created_at.desc())
             .offset(request.args.get("offset", 0, type=int)).limit(request.args.get("limit", 20, type=int)).all())
    return jsonify(articles=[_article_json(a) for a in items], articlesCount=total)


@articles_bp.post("/articles")
def create_article():
    user = _current_user() or abort(401)
    data = request.get_json()["article"]
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + f"-{int(time.time())}"
    article = Article(slug=slug, title=data["title"], description=data["description"], body=data["body"], author_id=user.id)
    db.session.add(article)
    db.session.commit()
    return jsonify(article=_article_json(article)), 201


@articles_bp.get("/articles/<slug>/comments")
def list_comments(slug: str):
    article = Article.query.filter_by(slug=slug).first_or_404()
    comments = Comment.query.filter_by(article_id=article.id).order_by(Comment.created_at.desc()).all()
    return jsonify(comments=[{"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat() + "Z",
                              "author": {"username": c.author.username, "bio": c.author.bio,
                                         "image": c.author.image, "following": False}} for c in comments])

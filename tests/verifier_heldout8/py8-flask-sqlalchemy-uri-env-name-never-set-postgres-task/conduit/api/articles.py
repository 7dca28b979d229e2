import re
import uuid

from flask import Blueprint, g, jsonify, request

from conduit import db
from conduit.api.auth import auth
from conduit.api.errors import ApiError
from conduit.models import Article, Tag, User

articles_bp = Blueprint("articles", __name__)


def article_json(a: Article, viewer):
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat() + "Z", "updatedAt": a.updated_at.isoformat() + "Z",
        "favorited": viewer is not None and viewer in a.favorited_by,
        "favoritesCount": len(a.favorited_by),
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                   "following": viewer is not None and a.author in viewer.following},
    }


@articles_bp.get("/articles")
@auth(required=False)
def list_articles():
    q = Article.query
    if tag := request.args.get("tag"):
        q = q.filter(Article.tags.any(Tag.name == tag))
    if author := request.args.get("author"):
        q = q.join(Article.author).filter(User.username == author)
    if fav := request.args.get("favorited"):
        q = q.filter(Article.favorited_by.any(User.username == fav))
    total = q.count()
    rows = q.order_by(Article.created_at.desc()).limit(int(request.args.get("limit", 20))).offset(
        int(request.args.get("offset", 0))).all()
    return jsonify({"articles": [article_json(a, g.user) for a in rows], "articlesCount": total})


@articles_bp.post("/articles")
@auth()
def create_article():
    data = request.get_json(force=True).get("article", {})
    if not data.get("title"):
        raise ApiError(422, "title", "can't be blank")
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
    article = Article(slug=slug, title=data["title"], description=data.get("description", ""),
                      body=data.get("body", ""), author=g.user)
    for name in data.get("tagList") or []:
        article.tags.append(Tag.query.filter_by(name=name).first() or Tag(name=name))
    db.session.add(article)
    db.session.commit()
    return jsonify({"article": article_json(article, g.user)}), 201


@articles_bp.get("/articles/<slug>")
@auth(required=False)
def get_article(slug):
    article = Article.query.filter_by(slug=slug).first()
    if article is None:
        raise ApiError(404, "article", "not found")
    return jsonify({"article": article_json(article, g.user)})


@articles_bp.get("/tags")
def tags():
    return jsonify({"tags": [t.name for t in Tag.query.order_by(Tag.name).all()]})

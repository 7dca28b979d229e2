from flask import Blueprint, jsonify, request
from slugify import slugify

from app.models import db
from app.models.article import Article, Tag
from app.models.user import User
from app.routes.auth import current_user, login_required

articles_bp = Blueprint("articles", __name__)


def serialize(article):
    return {
        "slug": article.slug, "title": article.title, "description": article.description,
        "body": article.body, "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat() + "Z",
        "updatedAt": article.updated_at.isoformat() + "Z",
        "favorited": False, "favoritesCount": 0,
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image, "following": False},
    }


@articles_bp.route("/articles", methods=["GET"])
def list_articles():
    query = Article.query
    if request.args.get("tag"):
        query = query.filter(Article.tags.any(Tag.name == request.args["tag"]))
    if request.args.get("author"):
        query = query.join(User).filter(User.username == request.args["author"])
    total = query.count()
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    items = query.order_by(Article.created_at.desc()).offset(offset).limit(limit).all()
    return jsonify({"articles": [serialize(a) for a in items], "articlesCount": total})


@articles_bp.route("/articles", methods=["POST"])
@login_required
def create_article():
    data = request.get_json()["article"]
    article = Article(slug=slugify(data["title"]), title=data["title"],
                      description=data["description"], body=data["body"],
                      author=current_user())
    for name in data.get("tagList", []):
        tag = Tag.query.filter_by(name=name).first() or Tag(name=name)
        article.tags.append(tag)
    db.session.add(article)
    db.session.commit()
    return jsonify({"article": serialize(article)}), 201


@articles_bp.route("/tags", methods=["GET"])
def tags():
    return jsonify({"tags": [t.name for t in Tag.query.order_by(Tag.name).all()]})

import re

from flask import Blueprint, g, jsonify, request

from conduit.models import Article, Tag, User, db
from conduit.views.auth import auth_required

bp = Blueprint("articles", __name__, url_prefix="/api")


def serialize(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags), "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@bp.route("/articles")
def list_articles():
    q = Article.query
    if request.args.get("author"):
        q = q.join(User).filter(User.username == request.args["author"])
    if request.args.get("tag"):
        q = q.filter(Article.tags.any(Tag.name == request.args["tag"]))
    total = q.count()
    rows = q.order_by(Article.created_at.desc()).offset(request.args.get("offset", 0, type=int)) \
        .limit(request.args.get("limit", 20, type=int)).all()
    return jsonify(articles=[serialize(a) for a in rows], articlesCount=total)


@bp.route("/articles", methods=["POST"])
@auth_required
def create_article():
    data = request.get_json()["article"]
    article = Article(slug=re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-"), title=data["title"],
                      description=data["description"], body=data["body"], author=g.user)
    for name in set(data.get("tagList", [])):
        article.tags.append(Tag.query.filter_by(name=name).first() or Tag(name=name))
    db.session.add(article)
    db.session.commit()
    return jsonify(article=serialize(article)), 201


@bp.route("/articles/<slug>")
def get_article(slug):
    article = Article.query.filter_by(slug=slug).first_or_404()
    return jsonify(article=serialize(article))


@bp.route("/tags")
def list_tags():
    result = db.session.execute("SELECT DISTINCT name FROM tags ORDER BY name")
    return jsonify(tags=[row[0] for row in result])

import re

from flask import Blueprint, jsonify, request
from flask_jwt_extended import get_jwt_identity, jwt_required

from blog.models import Article, Tag, db

bp = Blueprint("articles", __name__, url_prefix="/api")


def article_json(a: Article):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags), "createdAt": a.created_at.isoformat() + "Z",
            "updatedAt": a.updated_at.isoformat() + "Z", "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@bp.get("/articles")
def list_articles():
    query = db.select(Article).order_by(Article.created_at.desc())
    if tag := request.args.get("tag"):
        query = query.where(Article.tags.any(Tag.name == tag))
    page = db.paginate(query, page=1 + request.args.get("offset", 0, int) // 20, per_page=request.args.get("limit", 20, int))
    return jsonify(articles=[article_json(a) for a in page.items], articlesCount=page.total)


@bp.post("/articles")
@jwt_required()
def create_article():
    data = request.get_json()["article"]
    tags = []
    for name in data.get("tagList", []):
        tag = db.session.execute(db.select(Tag).filter_by(name=name)).scalar_one_or_none() or Tag(name=name)
        tags.append(tag)
    article = Article(slug=re.sub(r"\W+", "-", data["title"].lower()).strip("-"), title=data["title"],
                      description=data["description"], body=data["body"],
                      author_id=int(get_jwt_identity()), tags=tags)
    db.session.add(article)
    db.session.commit()
    return jsonify(article=article_json(article)), 201


@bp.get("/articles/<slug>")
def get_article(slug):
    return jsonify(article=article_json(db.first_or_404(db.select(Article).filter_by(slug=slug))))


@bp.get("/tags")
def tags():
    return jsonify(tags=list(db.session.execute(db.select(Tag.name)).scalars()))

import re

from flask import Blueprint, jsonify, request
from flask_jwt_extended import current_user, jwt_required

from conduit.articles.models import Article, Tags
from conduit.extensions import db

blueprint = Blueprint("articles", __name__)


def dump(a, viewer=None):
    profile = viewer.profile if viewer else None
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.tagname for t in a.tagList),
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": bool(profile) and a.favoriters.filter_by(id=profile.id).count() > 0,
            "favoritesCount": a.favoriters.count(),
            "author": {"username": a.author.user.username, "bio": a.author.user.bio,
                       "image": a.author.user.image,
                       "following": bool(profile) and profile.is_following(a.author)}}


@blueprint.get("/api/articles")
@jwt_required(optional=True)
def get_articles():
    q = db.select(Article).order_by(Article.created_at.desc())
    if tag := request.args.get("tag"):
        q = q.where(Article.tagList.any(Tags.tagname == tag))
    limit, offset = request.args.get("limit", 20, type=int), request.args.get("offset", 0, type=int)
    total = db.session.scalar(db.select(db.func.count()).select_from(q.subquery()))
    rows = db.session.scalars(q.limit(limit).offset(offset)).all()
    return jsonify(articles=[dump(a, current_user) for a in rows], articlesCount=total)


@blueprint.post("/api/articles")
@jwt_required()
def make_article():
    data = request.get_json()["article"]
    article = Article(title=data["title"], description=data["description"], body=data["body"],
                      slug=re.sub(r"[^\w]+", "-", data["title"].lower()).strip("-"),
                      author=current_user.profile)
    for name in data.get("tagList", []):
        tag = db.session.scalar(db.select(Tags).filter_by(tagname=name)) or Tags(tagname=name)
        article.tagList.append(tag)
    db.session.add(article)
    db.session.commit()
    return jsonify(article=dump(article, current_user)), 201


@blueprint.get("/api/tags")
def get_tags():
    return jsonify(tags=[t.tagname for t in db.session.scalars(db.select(Tags))])

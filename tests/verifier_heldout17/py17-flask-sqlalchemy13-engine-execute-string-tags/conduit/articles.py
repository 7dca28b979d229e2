from flask import Blueprint, jsonify, request

from conduit.extensions import db
from conduit.models import Article, Tags

blueprint = Blueprint("articles", __name__)


@blueprint.route("/articles", methods=("GET",))
def get_articles():
    q = Article.query.order_by(Article.created_at.desc())
    tag = request.args.get("tag")
    if tag:
        q = q.filter(Article.tagList.any(Tags.tagname == tag))
    items = q.offset(int(request.args.get("offset", 0))).limit(int(request.args.get("limit", 20))).all()
    return jsonify(articles=[{"slug": a.slug, "title": a.title} for a in items],
                   articlesCount=q.count())


@blueprint.route("/articles", methods=("POST",))
def make_article():
    data = request.get_json()["article"]
    article = Article(slug=data["title"].lower().replace(" ", "-"), title=data["title"],
                      description=data["description"], body=data["body"])
    for name in data.get("tagList", []):
        tag = Tags.query.filter_by(tagname=name).first() or Tags(tagname=name)
        article.tagList.append(tag)
    db.session.add(article)
    db.session.commit()
    return jsonify(article={"slug": article.slug}), 201

from flask import Blueprint, g, jsonify, request

api = Blueprint("api", __name__)


@api.get("/health-check")
def health():
    return jsonify(ok=True)


@api.get("/articles")
def list_articles():
    db = g.db
    query = db.articles.id > 0
    tag = request.args.get("tag")
    if tag:
        query &= db.articles.tag_list.contains(tag)
    limit = int(request.args.get("limit", 20))
    offset = int(request.args.get("offset", 0))
    rows = db(query).select(orderby=~db.articles.created_at, limitby=(offset, offset + limit))
    count = db(query).count()
    return jsonify(articles=[{"slug": r.slug, "title": r.title, "tagList": r.tag_list} for r in rows],
                   articlesCount=count)


@api.get("/articles/<slug>")
def get_article(slug):
    row = g.db(g.db.articles.slug == slug).select().first()
    if row is None:
        return jsonify(errors={"article": ["not found"]}), 404
    favs = g.db(g.db.favorites.article_id == row.id).count()
    return jsonify(article={"slug": row.slug, "title": row.title, "body": row.body,
                            "favoritesCount": favs})

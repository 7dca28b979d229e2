from flask import Blueprint, g, request

from conduit_api.http.common import article_json, article_service, auth, profile_json

bp = Blueprint("articles", __name__, url_prefix="/api")


def _page() -> tuple[int, int]:
    return int(request.args.get("limit", 20)), int(request.args.get("offset", 0))


@bp.get("/articles")
@auth(required=False)
def list_articles():
    limit, offset = _page()
    articles, total = article_service().list(
        tag=request.args.get("tag"), author=request.args.get("author"),
        favorited=request.args.get("favorited"), limit=limit, offset=offset)
    return {"articles": [article_json(a, g.user) for a in articles], "articlesCount": total}


@bp.get("/articles/feed")
@auth()
def feed():
    limit, offset = _page()
    articles, total = article_service().feed(g.user, limit, offset)
    return {"articles": [article_json(a, g.user) for a in articles], "articlesCount": total}


@bp.post("/articles")
@auth()
def create_article():
    article = article_service().create(g.user, request.get_json()["article"])
    return {"article": article_json(article, g.user)}, 201


@bp.get("/articles/<slug>")
@auth(required=False)
def get_article(slug: str):
    return {"article": article_json(article_service().get(slug), g.user)}


@bp.put("/articles/<slug>")
@auth()
def update_article(slug: str):
    article = article_service().update(g.user, slug, request.get_json()["article"])
    return {"article": article_json(article, g.user)}


@bp.delete("/articles/<slug>")
@auth()
def delete_article(slug: str):
    article_service().delete(g.user, slug)
    return "", 204


@bp.post("/articles/<slug>/favorite")
@auth()
def favorite(slug: str):
    return {"article": article_json(article_service().favorite(g.user, slug), g.user)}


@bp.delete("/articles/<slug>/favorite")
@auth()
def unfavorite(slug: str):
    return {"article": article_json(article_service().unfavorite(g.user, slug), g.user)}


@bp.get("/articles/<slug>/comments")
@auth(required=False)
def comments(slug: str):
    return {"comments": [
        {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
         "updatedAt": c.updated_at.isoformat(), "author": profile_json(c.author, g.user)}
        for c in article_service().comments(slug)
    ]}


@bp.post("/articles/<slug>/comments")
@auth()
def add_comment(slug: str):
    c = article_service().add_comment(g.user, slug, request.get_json()["comment"]["body"])
    return {"comment": {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
                        "updatedAt": c.updated_at.isoformat(),
                        "author": profile_json(c.author, g.user)}}, 201


@bp.delete("/articles/<slug>/comments/<int:comment_id>")
@auth()
def delete_comment(slug: str, comment_id: int):
    article_service().delete_comment(g.user, slug, comment_id)
    return "", 204


@bp.get("/tags")
def tags():
    return {"tags": article_service().tags()}

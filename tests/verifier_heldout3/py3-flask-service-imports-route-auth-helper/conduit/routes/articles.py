from flask import Blueprint, request

from conduit.routes.auth import login_required
from conduit.services import ServiceError
from conduit.services import articles as service

bp = Blueprint("articles", __name__)


def _out(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "createdAt": a.created_at.isoformat() + "Z", "updatedAt": a.updated_at.isoformat() + "Z",
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@bp.errorhandler(ServiceError)
def _error(err: ServiceError):
    return {"errors": {"body": [str(err)]}}, err.status


@bp.get("/articles")
def index():
    rows, total = service.latest(request.args.get("limit", 20, int), request.args.get("offset", 0, int))
    return {"articles": [_out(a) for a in rows], "articlesCount": total}


@bp.post("/articles")
@login_required
def create():
    d = request.get_json()["article"]
    return {"article": _out(service.create(d["title"], d["description"], d["body"]))}, 201


@bp.get("/articles/<slug>")
def show(slug):
    return {"article": _out(service.get(slug))}


@bp.put("/articles/<slug>")
@login_required
def update(slug):
    return {"article": _out(service.update(slug, request.get_json()["article"]))}


@bp.delete("/articles/<slug>")
@login_required
def destroy(slug):
    service.remove(slug)
    return "", 204

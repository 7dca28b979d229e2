from flask import Blueprint

from conduit.interactors import articles

bp = Blueprint("tags", __name__)


@bp.get("/tags")
def index():
    return {"tags": articles.tag_names()}

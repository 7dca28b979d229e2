# feature-file: articles
from flask import Blueprint

from conduit.services import tags

bp = Blueprint("tags", __name__)


@bp.get("/tags")
def list_tags():
    return {"tags": tags.list_tags()}

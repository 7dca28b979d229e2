from flask import Blueprint

from ..services import article_service  # noqa: F401

bp = Blueprint("tags", __name__)


@bp.get("/tags")
def tags():
    return {"tags": []}

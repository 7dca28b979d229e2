from flask import Blueprint
from injector import inject

from app.repositories.tag_repository import TagRepository

bp = Blueprint("tags", __name__)


@bp.route("/tags", methods=["GET"])
@inject
def list_tags(tags: TagRepository):
    # Nothing to orchestrate for a plain list: take the repository straight from the injector.
    return {"tags": tags.all_names()}

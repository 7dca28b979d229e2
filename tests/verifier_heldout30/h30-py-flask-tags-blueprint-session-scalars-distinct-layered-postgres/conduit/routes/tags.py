from flask import Blueprint
from sqlalchemy import select

from conduit.extensions import db
from conduit.models import Tag, article_tags

bp = Blueprint("tags", __name__)


@bp.get("/tags")
def list_tags():
    # Only tags that are attached to at least one article.
    names = db.session.scalars(
        select(Tag.name)
        .join(article_tags, article_tags.c.tag_id == Tag.id)
        .distinct()
        .order_by(Tag.name)
    ).all()
    return {"tags": names}

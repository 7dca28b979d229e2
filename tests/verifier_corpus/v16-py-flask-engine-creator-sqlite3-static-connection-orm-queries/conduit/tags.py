from flask import Blueprint, jsonify
from sqlalchemy import func, select

from conduit.db import Session
from conduit.models import ArticleTag, Tag

bp = Blueprint("tags", __name__, url_prefix="/api")


@bp.get("/tags")
def list_tags():
    # most used tags first
    stmt = (
        select(Tag.name)
        .outerjoin(ArticleTag, ArticleTag.tag_id == Tag.id)
        .group_by(Tag.id)
        .order_by(func.count(ArticleTag.article_id).desc(), Tag.name)
    )
    return jsonify(tags=Session.scalars(stmt).all())

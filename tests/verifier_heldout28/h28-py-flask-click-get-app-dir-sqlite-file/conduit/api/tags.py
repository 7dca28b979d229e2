from flask import Blueprint, jsonify

from ..extensions import db
from ..models import Tag

bp = Blueprint("tags", __name__)


@bp.get("/tags")
def list_tags():
    names = db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()
    return jsonify({"tags": names})

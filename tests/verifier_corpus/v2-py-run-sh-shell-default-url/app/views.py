from flask import Blueprint, jsonify

from app.db import db
from app.models import Tag

bp = Blueprint("api", __name__)


@bp.get("/tags")
def tags():
    names = db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()
    return jsonify(tags=names)

from flask import Blueprint, jsonify

from conduit.extensions import db

bp = Blueprint("tags", __name__, url_prefix="/api")


class Tag(db.Model):
    __tablename__ = "tags"

    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(120), unique=True, nullable=False)


@bp.get("/tags")
def list_tags():
    return jsonify(tags=db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all())

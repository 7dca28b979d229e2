from flask import Blueprint, jsonify
from sqlalchemy import String, select
from sqlalchemy.orm import Mapped, mapped_column

from conduit.db import Base, session

bp = Blueprint("tags", __name__, url_prefix="/api")


class Tag(Base):
    __tablename__ = "tags"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(120), unique=True)


@bp.get("/tags")
def list_tags():
    return jsonify(tags=session.scalars(select(Tag.name).order_by(Tag.name)).all())

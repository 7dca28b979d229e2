from flask import Blueprint, abort

from conduit import db
from conduit.models import Tag, User

bp = Blueprint("api", __name__)


@bp.get("/health-check")
def health_check():
    return {"status": "ok"}


@bp.get("/tags")
def tags():
    return {"tags": db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()}


@bp.get("/profiles/<username>")
def profile(username: str):
    user = db.session.scalar(db.select(User).where(User.username == username))
    if user is None:
        abort(404)
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}}

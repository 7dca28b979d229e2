from flask import Blueprint, request

from api.extensions import db
from api.models import Comment, User

bp = Blueprint("api", __name__)


@bp.get("/health-check")
def health():
    return {"status": "healthy"}


@bp.get("/profiles/<username>")
def profile(username):
    user = db.first_or_404(db.select(User).filter_by(username=username))
    return {"profile": {"username": user.username, "bio": user.bio,
                        "image": user.image, "following": False}}


@bp.get("/articles/<slug>/comments")
def comments(slug):
    rows = db.session.scalars(db.select(Comment).filter_by(article_slug=slug)).all()
    return {"comments": [{"id": c.id, "body": c.body,
                          "author": {"username": c.author.username}} for c in rows]}

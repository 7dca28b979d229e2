from flask import Blueprint, jsonify, request

from api.models import Article, Tag, User, db

bp = Blueprint("api", __name__)


@bp.get("/health-check")
def health():
    return jsonify(status="up")


@bp.get("/tags")
def tags():
    return jsonify(tags=[t.name for t in db.session.scalars(db.select(Tag)).all()])


@bp.get("/profiles/<username>")
def profile(username):
    user = db.one_or_404(db.select(User).filter_by(username=username))
    return jsonify(profile={"username": user.username, "bio": user.bio,
                            "image": user.image, "following": False})


@bp.get("/articles")
def articles():
    q = db.select(Article).order_by(Article.created_at.desc())
    limit = request.args.get("limit", 20, type=int)
    items = db.session.scalars(q.limit(limit)).all()
    return jsonify(articles=[{"slug": a.slug, "title": a.title} for a in items],
                   articlesCount=db.session.scalar(db.select(db.func.count(Article.id))))

from pathlib import Path

from flask import Flask, abort, jsonify, request
from sqlalchemy import func

from conduit.models import Article, Follow, Tag, User, article_tags, db

DB_FILE = Path(__file__).resolve().parent.parent / "conduit.db"


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{DB_FILE}"
    db.init_app(app)
    with app.app_context():
        db.create_all()

    @app.get("/api/articles/<slug>")
    def article(slug):
        found = db.session.scalar(db.select(Article).where(Article.slug == slug))
        if found is None:
            abort(404)
        return jsonify({"article": {"slug": found.slug, "title": found.title, "body": found.body}})

    @app.get("/api/tags")
    def tags():
        uses = func.count(article_tags.c.article_id)
        stmt = (
            db.select(Tag.name)
            .join(article_tags, article_tags.c.tag_id == Tag.id)
            .group_by(Tag.name)
            .order_by(uses.desc(), Tag.name)
            .limit(20)
        )
        return jsonify({"tags": list(db.session.scalars(stmt))})

    @app.get("/api/articles/feed")
    def feed():
        user = db.session.scalar(db.select(User).where(User.username == request.headers.get("X-User", "")))
        if user is None:
            abort(401)
        stmt = (
            db.select(Article)
            .join(Follow, Follow.followee_id == Article.author_id)
            .where(Follow.follower_id == user.id)
            .order_by(Article.created_at.desc())
            .limit(int(request.args.get("limit", 20)))
            .offset(int(request.args.get("offset", 0)))
        )
        rows = db.session.scalars(stmt).all()
        return jsonify({"articles": [{"slug": a.slug, "title": a.title} for a in rows], "articlesCount": len(rows)})

    return app

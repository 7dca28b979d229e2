from pathlib import Path

from flask import Flask, abort, jsonify, request

from conduit import queries
from conduit.models import Article, User, db

DB_FILE = Path(__file__).resolve().parent.parent / "conduit.db"


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{DB_FILE}"
    db.init_app(app)
    with app.app_context():
        db.create_all()
    queries.bind(app.config["SQLALCHEMY_DATABASE_URI"])

    @app.get("/api/articles/<slug>")
    def article(slug):
        found = db.session.scalar(db.select(Article).where(Article.slug == slug))
        if found is None:
            abort(404)
        return jsonify({"article": {"slug": found.slug, "title": found.title, "body": found.body}})

    @app.get("/api/tags")
    def tags():
        return jsonify({"tags": [row["name"] for row in queries.sql.popular_tags(limit=20)]})

    @app.get("/api/articles/feed")
    def feed():
        user = db.session.scalar(db.select(User).where(User.username == request.headers.get("X-User", "")))
        if user is None:
            abort(401)
        rows = queries.sql.feed(
            user_id=user.id,
            limit=int(request.args.get("limit", 20)),
            offset=int(request.args.get("offset", 0)),
        )
        return jsonify({"articles": list(rows), "articlesCount": len(rows)})

    return app

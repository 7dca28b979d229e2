import os

from flask import Flask, jsonify

from conduit.extensions import db
from conduit.models import Article
from conduit import stats


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"]
    db.init_app(app)

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    @app.get("/api/articles")
    def articles():
        rows = db.session.execute(db.select(Article).order_by(Article.id.desc()).limit(20)).scalars()
        return jsonify(articles=[{"slug": a.slug, "title": a.title} for a in rows],
                       articlesCount=stats.article_count())

    with app.app_context():
        db.create_all()
    return app

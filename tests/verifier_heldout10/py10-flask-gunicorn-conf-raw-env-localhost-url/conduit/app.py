from flask import Flask, jsonify

from conduit.config import Config
from conduit.models import Article, db


def create_app():
    app = Flask(__name__)
    app.config.from_object(Config)
    db.init_app(app)
    with app.app_context():
        db.create_all()

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    @app.get("/api/articles")
    def list_articles():
        rows = db.session.scalars(db.select(Article).order_by(Article.id.desc()).limit(20)).all()
        return jsonify(articles=[{"slug": a.slug, "title": a.title} for a in rows], articlesCount=len(rows))

    return app

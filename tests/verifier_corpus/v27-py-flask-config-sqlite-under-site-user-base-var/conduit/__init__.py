import os

from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

from conduit.config import Config

db = SQLAlchemy()


class Article(db.Model):
    __tablename__ = "articles"

    id = db.Column(db.Integer, primary_key=True)
    slug = db.Column(db.String(255), unique=True, nullable=False)
    title = db.Column(db.String(255), nullable=False)
    body = db.Column(db.Text, nullable=False)


def create_app(config=Config):
    os.makedirs(config.DATA_DIR, exist_ok=True)
    app = Flask(__name__)
    app.config.from_object(config)
    db.init_app(app)

    @app.get("/api/health")
    def health():
        return jsonify(status="ok")

    @app.get("/api/articles")
    def articles():
        rows = db.session.execute(db.select(Article).order_by(Article.id.desc()).limit(20)).scalars().all()
        return jsonify(articles=[{"slug": a.slug, "title": a.title} for a in rows], articlesCount=len(rows))

    with app.app_context():
        db.create_all()
    return app

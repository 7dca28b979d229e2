import os
import sqlite3

from flask import Flask, jsonify, request

from app.models import Article, db

PROJECT_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DB_FILE = os.path.join(PROJECT_DIR, "instance", "conduit.db")


def connect_file() -> sqlite3.Connection:
    # our own connection so every connection gets foreign keys and WAL
    conn = sqlite3.connect(DB_FILE, check_same_thread=False)
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA journal_mode = WAL")
    return conn


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite://"
    app.config["SQLALCHEMY_ENGINE_OPTIONS"] = {"creator": connect_file}
    os.makedirs(os.path.dirname(DB_FILE), exist_ok=True)
    db.init_app(app)
    with app.app_context():
        db.create_all()

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    @app.get("/api/articles/<slug>")
    def get_article(slug: str):
        article = db.session.scalar(db.select(Article).where(Article.slug == slug))
        if article is None:
            return jsonify(errors={"article": ["not found"]}), 404
        return jsonify(article={"slug": article.slug, "title": article.title, "body": article.body})

    @app.post("/api/articles")
    def create_article():
        data = request.get_json()["article"]
        article = Article(slug=data["title"].lower().replace(" ", "-"), title=data["title"], body=data["body"])
        db.session.add(article)
        db.session.commit()
        return jsonify(article={"slug": article.slug, "title": article.title, "body": article.body}), 201

    return app

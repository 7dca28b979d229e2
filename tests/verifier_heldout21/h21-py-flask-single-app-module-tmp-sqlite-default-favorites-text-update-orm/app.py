import os
from datetime import datetime

from flask import Flask, jsonify, request
from flask_cors import CORS
from flask_sqlalchemy import SQLAlchemy
from sqlalchemy import text

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = os.environ.get("DATABASE_URL", "sqlite:////tmp/conduit.db")
app.config["SQLALCHEMY_TRACK_MODIFICATIONS"] = False
CORS(app)
db = SQLAlchemy(app)


class User(db.Model):
    __tablename__ = "users"
    id = db.Column(db.Integer, primary_key=True)
    username = db.Column(db.String(80), unique=True, nullable=False)
    email = db.Column(db.String(120), unique=True, nullable=False)
    password = db.Column(db.String(200), nullable=False)


class Article(db.Model):
    __tablename__ = "articles"
    id = db.Column(db.Integer, primary_key=True)
    slug = db.Column(db.String(200), unique=True, nullable=False)
    title = db.Column(db.String(200), nullable=False)
    body = db.Column(db.Text, nullable=False)
    favorites_count = db.Column(db.Integer, default=0, nullable=False)
    author_id = db.Column(db.Integer, db.ForeignKey("users.id"))
    created_at = db.Column(db.DateTime, default=datetime.utcnow)


class Favorite(db.Model):
    __tablename__ = "favorites"
    user_id = db.Column(db.Integer, db.ForeignKey("users.id"), primary_key=True)
    article_id = db.Column(db.Integer, db.ForeignKey("articles.id"), primary_key=True)


with app.app_context():
    db.create_all()


@app.route("/api/health-check")
def health():
    return jsonify({"status": "ok"})


@app.route("/api/articles/<slug>")
def get_article(slug):
    article = Article.query.filter_by(slug=slug).first()
    if not article:
        return jsonify({"errors": {"body": ["not found"]}}), 404
    return jsonify({"article": {"slug": article.slug, "title": article.title,
                                "favoritesCount": article.favorites_count}})


@app.route("/api/articles/<slug>/favorite", methods=["POST"])
def favorite(slug):
    user_id = int(request.headers.get("X-User-Id", "0"))  # simplified auth for the sketch
    article = Article.query.filter_by(slug=slug).first_or_404()
    if not db.session.get(Favorite, (user_id, article.id)):
        db.session.add(Favorite(user_id=user_id, article_id=article.id))
        db.session.execute(
            text("UPDATE articles SET favorites_count = favorites_count + 1 WHERE id = :id"),
            {"id": article.id},
        )
        db.session.commit()
    db.session.refresh(article)
    return jsonify({"article": {"slug": article.slug, "favoritesCount": article.favorites_count}})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)

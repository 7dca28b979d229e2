from datetime import datetime

from flask import Flask, jsonify, request
from flask_sqlalchemy import SQLAlchemy
from sqlalchemy import text

app = Flask(__name__)
# Flask-SQLAlchemy resolves a relative SQLite path against app.instance_path (./instance)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.db"
db = SQLAlchemy(app)

favorites = db.Table(
    "favorites",
    db.Column("user_id", db.Integer, db.ForeignKey("users.id"), primary_key=True),
    db.Column("article_id", db.Integer, db.ForeignKey("articles.id"), primary_key=True),
)


class User(db.Model):
    __tablename__ = "users"
    id = db.Column(db.Integer, primary_key=True)
    username = db.Column(db.String(80), unique=True, nullable=False)
    email = db.Column(db.String(255), unique=True, nullable=False)
    password = db.Column(db.String(255), nullable=False)
    bio = db.Column(db.Text)
    image = db.Column(db.String(255))


class Article(db.Model):
    __tablename__ = "articles"
    id = db.Column(db.Integer, primary_key=True)
    slug = db.Column(db.String(255), unique=True, nullable=False)
    title = db.Column(db.String(255), nullable=False)
    description = db.Column(db.Text, nullable=False)
    body = db.Column(db.Text, nullable=False)
    author_id = db.Column(db.Integer, db.ForeignKey("users.id"), nullable=False)
    created_at = db.Column(db.DateTime, default=datetime.utcnow)
    updated_at = db.Column(db.DateTime, default=datetime.utcnow)
    author = db.relationship(User)


def favorites_count(article_id: int) -> int:
    row = db.session.execute(
        text("SELECT COUNT(*) AS n FROM favorites WHERE article_id = :aid"), {"aid": article_id}
    ).one()
    return row.n


def to_json(a: Article) -> dict:
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": [], "createdAt": a.created_at.isoformat() + "Z",
        "updatedAt": a.updated_at.isoformat() + "Z", "favorited": False,
        "favoritesCount": favorites_count(a.id),
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                   "following": False},
    }


@app.get("/api/health-check")
def health():
    return jsonify(status="ok")


@app.get("/api/articles")
def list_articles():
    limit = int(request.args.get("limit", 20))
    offset = int(request.args.get("offset", 0))
    q = db.select(Article).order_by(Article.created_at.desc())
    rows = db.session.scalars(q.limit(limit).offset(offset)).all()
    total = db.session.scalar(db.select(db.func.count(Article.id)))
    return jsonify(articles=[to_json(a) for a in rows], articlesCount=total)


@app.get("/api/articles/<slug>")
def get_article(slug):
    article = db.one_or_404(db.select(Article).filter_by(slug=slug))
    return jsonify(article=to_json(article))


with app.app_context():
    db.create_all()

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)

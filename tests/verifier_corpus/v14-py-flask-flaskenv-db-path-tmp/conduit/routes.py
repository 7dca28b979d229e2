from flask import Blueprint, abort, jsonify, request
from werkzeug.security import generate_password_hash

from conduit.extensions import db
from conduit.models import Article, User

api = Blueprint("api", __name__, url_prefix="/api")


@api.get("/health-check")
def health_check():
    return jsonify(status="ok")


@api.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    if not data.get("username") or not data.get("email") or not data.get("password"):
        return jsonify(errors={"body": ["username, email and password are required"]}), 422
    user = User(username=data["username"], email=data["email"],
                password_hash=generate_password_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    return jsonify(user={"username": user.username, "email": user.email, "bio": user.bio,
                         "image": user.image, "token": ""}), 201


@api.get("/articles")
def list_articles():
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    query = db.select(Article).order_by(Article.created_at.desc())
    articles = db.session.scalars(query.limit(limit).offset(offset)).all()
    return jsonify(articles=[_article(a) for a in articles], articlesCount=len(articles))


@api.get("/articles/<slug>")
def get_article(slug: str):
    article = db.session.scalar(db.select(Article).where(Article.slug == slug))
    if article is None:
        abort(404)
    return jsonify(article=_article(article))


def _article(article: Article) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "createdAt": article.created_at.isoformat(),
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False}}

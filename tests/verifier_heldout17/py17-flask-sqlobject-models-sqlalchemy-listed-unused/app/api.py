import bcrypt
from flask import Blueprint, request
from sqlobject import SQLObjectNotFound

from app.models import Article, User

bp = Blueprint("api", __name__)


@bp.get("/health-check")
def health():
    return {"status": "ok"}


@bp.post("/users")
def register():
    data = request.get_json()["user"]
    pw = bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode()
    user = User(username=data["username"], email=data["email"], passwordHash=pw)
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": ""}}, 201


@bp.get("/articles/<slug>")
def get_article(slug):
    try:
        a = Article.bySlug(slug)
    except SQLObjectNotFound:
        return {"errors": {"article": ["not found"]}}, 404
    return {"article": {"slug": a.slug, "title": a.title, "body": a.body,
                        "author": {"username": a.author.username}}}


@bp.get("/articles")
def list_articles():
    rows = list(Article.select(orderBy=Article.q.createdAt).reversed()[:20])
    return {"articles": [{"slug": a.slug, "title": a.title} for a in rows],
            "articlesCount": Article.select().count()}

import secrets

from flask import Blueprint, g, jsonify, request
from werkzeug.security import check_password_hash, generate_password_hash

from conduit.auth import encode, login_required
from conduit.db import db
from conduit.models import Article, Favorite, Follow, User

api = Blueprint("api", __name__, url_prefix="/api")


def profile(user: User) -> dict:
    following = bool(g.user) and db.session.get(Follow, (g.user.id, user.id)) is not None
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}


def article_json(article: Article) -> dict:
    count = db.session.scalar(
        db.select(db.func.count()).select_from(Favorite).where(Favorite.article_id == article.id))
    favorited = bool(g.user) and db.session.get(Favorite, (g.user.id, article.id)) is not None
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": article.tag_list or [],
            "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
            "favorited": favorited, "favoritesCount": count, "author": profile(article.author)}


@api.get("/health-check")
def health():
    return {"status": "ok"}


@api.post("/users")
def register():
    data = request.json["user"]
    user = User(username=data["username"], email=data["email"],
                password=generate_password_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    return {"user": {"email": user.email, "username": user.username, "bio": None,
                     "image": None, "token": encode(user)}}, 201


@api.post("/users/login")
def login():
    data = request.json["user"]
    user = db.session.execute(db.select(User).filter_by(email=data["email"])).scalar_one_or_none()
    if user is None or not check_password_hash(user.password, data["password"]):
        return jsonify({"errors": {"credentials": ["invalid"]}}), 401
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": encode(user)}}


@api.post("/profiles/<username>/follow")
@login_required()
def follow(username: str):
    target = db.session.execute(db.select(User).filter_by(username=username)).scalar_one_or_none()
    if target is None:
        return jsonify({"errors": {"profile": ["not found"]}}), 404
    if db.session.get(Follow, (g.user.id, target.id)) is None:
        db.session.add(Follow(follower_id=g.user.id, followed_id=target.id))
        db.session.commit()
    return {"profile": profile(target)}


@api.post("/articles")
@login_required()
def create_article():
    data = request.json["article"]
    article = Article(slug=f"{data['title'].lower().replace(' ', '-')}-{secrets.token_hex(3)}",
                      title=data["title"], description=data["description"], body=data["body"],
                      tag_list=data.get("tagList", []), author_id=g.user.id)
    db.session.add(article)
    db.session.commit()
    return {"article": article_json(article)}, 201


@api.get("/articles/<slug>")
@login_required(optional=True)
def get_article(slug: str):
    article = db.first_or_404(db.select(Article).filter_by(slug=slug))
    return {"article": article_json(article)}


@api.post("/articles/<slug>/favorite")
@login_required()
def favorite(slug: str):
    article = db.first_or_404(db.select(Article).filter_by(slug=slug))
    if db.session.get(Favorite, (g.user.id, article.id)) is None:
        db.session.add(Favorite(user_id=g.user.id, article_id=article.id))
        db.session.commit()
    return {"article": article_json(article)}

import re
from datetime import datetime, timedelta, timezone
from functools import wraps

import jwt
from flask import Flask, g, jsonify, request
from sqlalchemy import func, select, text
from sqlalchemy.exc import OperationalError
from werkzeug.security import check_password_hash, generate_password_hash

from config import Config
from models import Article, Comment, Favorite, Follow, User, db

app = Flask(__name__)
app.config.from_object(Config)
db.init_app(app)

with app.app_context():
    db.create_all()


def error(status, message):
    return jsonify({"errors": {"body": [message]}}), status


def make_token(user):
    exp = datetime.now(timezone.utc) + timedelta(days=14)
    return jwt.encode({"user_id": user.id, "exp": exp}, app.config["SECRET_KEY"], algorithm="HS256")


def auth(optional=False):
    def decorator(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            g.user = None
            header = request.headers.get("Authorization", "")
            if header.startswith("Token "):
                try:
                    payload = jwt.decode(header[6:], app.config["SECRET_KEY"], algorithms=["HS256"])
                    g.user = db.session.get(User, payload["user_id"])
                except jwt.PyJWTError:
                    g.user = None
            if g.user is None and not optional:
                return error(401, "authentication required")
            return fn(*args, **kwargs)
        return wrapper
    return decorator


def is_following(follower, followed):
    if follower is None:
        return False
    return db.session.get(Follow, (follower.id, followed.id)) is not None


def profile_dict(user):
    return {"username": user.username, "bio": user.bio, "image": user.image,
            "following": is_following(g.user, user)}


def article_dict(article):
    count = db.session.scalar(select(func.count(Favorite.id)).where(Favorite.article_id == article.id))
    favorited = False
    if g.user is not None:
        favorited = db.session.scalar(
            select(Favorite.id).where(Favorite.article_id == article.id, Favorite.user_id == g.user.id)
        ) is not None
    return {
        "slug": article.slug, "title": article.title, "description": article.description,
        "body": article.body, "tagList": sorted(article.tag_list or []),
        "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
        "favorited": favorited, "favoritesCount": count, "author": profile_dict(article.author),
    }


@app.get("/api/health-check")
def health_check():
    try:
        db.session.execute(text("SELECT 1"))
    except OperationalError:
        return error(503, "database unavailable")
    return {"status": "ok"}


@app.post("/api/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    if not data.get("email") or not data.get("username") or not data.get("password"):
        return error(422, "email, username and password are required")
    taken = db.session.scalar(
        select(User).where((User.email == data["email"]) | (User.username == data["username"])))
    if taken:
        return error(422, "has already been taken")
    user = User(email=data["email"], username=data["username"],
                password_hash=generate_password_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    return {"user": {"email": user.email, "token": make_token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}, 201


@app.post("/api/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = db.session.scalar(select(User).where(User.email == data.get("email")))
    if user is None or not check_password_hash(user.password_hash, data.get("password") or ""):
        return error(401, "invalid email or password")
    return {"user": {"email": user.email, "token": make_token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@app.get("/api/profiles/<username>")
@auth(optional=True)
def get_profile(username):
    user = db.session.scalar(select(User).where(User.username == username))
    if user is None:
        return error(404, "profile not found")
    return {"profile": profile_dict(user)}


@app.get("/api/articles")
@auth(optional=True)
def list_articles():
    stmt = select(Article)
    if request.args.get("author"):
        stmt = stmt.join(Article.author).where(User.username == request.args["author"])
    if request.args.get("favorited"):
        fav_user = select(User.id).where(User.username == request.args["favorited"]).scalar_subquery()
        stmt = stmt.where(Article.id.in_(select(Favorite.article_id).where(Favorite.user_id == fav_user)))
    articles = db.session.scalars(stmt.order_by(Article.created_at.desc())).unique().all()
    if request.args.get("tag"):
        articles = [a for a in articles if request.args["tag"] in (a.tag_list or [])]
    total = len(articles)
    offset = request.args.get("offset", 0, type=int)
    limit = request.args.get("limit", 20, type=int)
    return {"articles": [article_dict(a) for a in articles[offset:offset + limit]], "articlesCount": total}


@app.post("/api/articles")
@auth()
def create_article():
    data = (request.get_json(silent=True) or {}).get("article") or {}
    slug = re.sub(r"[^\w]+", "-", (data.get("title") or "").lower()).strip("-")
    article = Article(slug=slug, title=data.get("title"), description=data.get("description"),
                      body=data.get("body"), tag_list=data.get("tagList") or [], author_id=g.user.id)
    db.session.add(article)
    db.session.commit()
    return {"article": article_dict(article)}, 201


@app.post("/api/articles/<slug>/comments")
@auth()
def add_comment(slug):
    article = db.session.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        return error(404, "article not found")
    body = ((request.get_json(silent=True) or {}).get("comment") or {}).get("body")
    comment = Comment(body=body, article_id=article.id, author_id=g.user.id)
    db.session.add(comment)
    db.session.commit()
    return {"comment": {"id": comment.id, "body": comment.body,
                        "createdAt": comment.created_at.isoformat(),
                        "updatedAt": comment.updated_at.isoformat(),
                        "author": profile_dict(g.user)}}, 201


@app.get("/api/tags")
def tags():
    names = set()
    for tag_list in db.session.scalars(select(Article.tag_list)):
        names.update(tag_list or [])
    return {"tags": sorted(names)}

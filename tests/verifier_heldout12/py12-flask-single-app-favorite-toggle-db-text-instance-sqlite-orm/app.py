import datetime
import os
import re
import uuid
from functools import wraps

import jwt
from flask import Flask, g, jsonify, request
from flask_cors import CORS
from werkzeug.security import check_password_hash, generate_password_hash

from models import Article, Tag, User, db

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.db"
app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "dev-secret")
CORS(app)
db.init_app(app)

with app.app_context():
    db.create_all()


def make_token(user):
    exp = datetime.datetime.utcnow() + datetime.timedelta(days=7)
    return jwt.encode({"id": user.id, "exp": exp}, app.config["SECRET_KEY"], algorithm="HS256")


def auth(optional=False):
    def deco(f):
        @wraps(f)
        def inner(*a, **kw):
            g.user = None
            header = request.headers.get("Authorization", "")
            if header.startswith("Token "):
                try:
                    data = jwt.decode(header[6:], app.config["SECRET_KEY"], algorithms=["HS256"])
                    g.user = db.session.get(User, data["id"])
                except jwt.PyJWTError:
                    pass
            if g.user is None and not optional:
                return jsonify(errors={"body": ["Unauthorized"]}), 401
            return f(*a, **kw)
        return inner
    return deco


def favorite_info(article):
    count = db.session.execute(
        db.text("SELECT COUNT(*) FROM favorites WHERE article_id = :aid"), {"aid": article.id}
    ).scalar()
    favorited = False
    if g.get("user"):
        favorited = db.session.execute(
            db.text("SELECT 1 FROM favorites WHERE article_id = :aid AND user_id = :uid"),
            {"aid": article.id, "uid": g.user.id},
        ).first() is not None
    return favorited, count


def article_json(article):
    favorited, count = favorite_info(article)
    return {
        "slug": article.slug, "title": article.title, "description": article.description,
        "body": article.body, "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat() + "Z", "updatedAt": article.updated_at.isoformat() + "Z",
        "favorited": favorited, "favoritesCount": count,
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image, "following": False},
    }


@app.get("/api/health-check")
def health():
    return jsonify(status="ok")


@app.post("/api/users")
def register():
    data = request.get_json()["user"]
    user = User(username=data["username"], email=data["email"],
                password=generate_password_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    return jsonify(user={"username": user.username, "email": user.email, "bio": user.bio,
                         "image": user.image, "token": make_token(user)}), 201


@app.post("/api/users/login")
def login():
    data = request.get_json()["user"]
    user = User.query.filter_by(email=data["email"]).first()
    if not user or not check_password_hash(user.password, data["password"]):
        return jsonify(errors={"email or password": ["is invalid"]}), 401
    return jsonify(user={"username": user.username, "email": user.email, "bio": user.bio,
                         "image": user.image, "token": make_token(user)})


@app.post("/api/articles")
@auth()
def create_article():
    data = request.get_json()["article"]
    slug = re.sub(r"[^\w]+", "-", data["title"].lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
    article = Article(slug=slug, title=data["title"], description=data["description"],
                      body=data["body"], author=g.user)
    for name in data.get("tagList", []):
        tag = Tag.query.filter_by(name=name).first() or Tag(name=name)
        article.tags.append(tag)
    db.session.add(article)
    db.session.commit()
    return jsonify(article=article_json(article)), 201


@app.get("/api/articles/<slug>")
@auth(optional=True)
def get_article(slug):
    article = Article.query.filter_by(slug=slug).first_or_404()
    return jsonify(article=article_json(article))


# The favorites association has no model class; plain SQL keeps it simple.
@app.post("/api/articles/<slug>/favorite")
@auth()
def favorite(slug):
    article = Article.query.filter_by(slug=slug).first_or_404()
    db.session.execute(
        db.text("INSERT OR IGNORE INTO favorites (user_id, article_id) VALUES (:uid, :aid)"),
        {"uid": g.user.id, "aid": article.id},
    )
    db.session.commit()
    return jsonify(article=article_json(article))


@app.delete("/api/articles/<slug>/favorite")
@auth()
def unfavorite(slug):
    article = Article.query.filter_by(slug=slug).first_or_404()
    db.session.execute(
        db.text("DELETE FROM favorites WHERE user_id = :uid AND article_id = :aid"),
        {"uid": g.user.id, "aid": article.id},
    )
    db.session.commit()
    return jsonify(article=article_json(article))


@app.get("/api/tags")
def tags():
    return jsonify(tags=[t.name for t in Tag.query.all()])


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)

import os
import re
import time

import jwt
from flask import Flask, g, jsonify, request
from werkzeug.security import check_password_hash, generate_password_hash

import queries
from models import Article, User, db

app = Flask(__name__)
# Flask-SQLAlchemy 3 resolves a relative SQLite path against app.instance_path (./instance).
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.db"
app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "s3cr3t")
db.init_app(app)

with app.app_context():
    os.makedirs(app.instance_path, exist_ok=True)
    db.create_all()


def token(user):
    return jwt.encode({"id": user.id, "exp": int(time.time()) + 86400}, app.config["SECRET_KEY"], "HS256")


@app.before_request
def load_user():
    g.user = None
    header = request.headers.get("Authorization", "")
    if header.startswith("Token "):
        try:
            g.user = db.session.get(User, jwt.decode(header[6:], app.config["SECRET_KEY"], ["HS256"])["id"])
        except jwt.PyJWTError:
            pass


def user_json(u):
    return {"user": {"email": u.email, "username": u.username, "bio": u.bio, "image": u.image, "token": token(u)}}


def article_json(a):
    following = bool(g.user) and queries.is_following(g.user.id, a.author_id)
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": a.tags or [], "createdAt": a.created_at.isoformat() + "Z",
            "updatedAt": a.updated_at.isoformat() + "Z", "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": following}}


@app.get("/api/health-check")
def health_check():
    return jsonify(status="ok")


@app.post("/api/users")
def register():
    d = request.get_json()["user"]
    if queries.user_by(email=d["email"]) or queries.user_by(username=d["username"]):
        return jsonify(errors={"username": ["has already been taken"]}), 422
    user = User(username=d["username"], email=d["email"], password_hash=generate_password_hash(d["password"]))
    db.session.add(user)
    db.session.commit()
    return jsonify(user_json(user)), 201


@app.post("/api/users/login")
def login():
    d = request.get_json()["user"]
    user = queries.user_by(email=d["email"])
    if not user or not check_password_hash(user.password_hash, d["password"]):
        return jsonify(errors={"credentials": ["invalid"]}), 401
    return jsonify(user_json(user))


@app.get("/api/articles")
def list_articles():
    rows, total = queries.articles(request.args.get("author"), request.args.get("limit", 20, type=int),
                                   request.args.get("offset", 0, type=int))
    return jsonify(articles=[article_json(a) for a in rows], articlesCount=total)


@app.get("/api/articles/feed")
def feed():
    if g.user is None:
        return jsonify(errors={"body": ["unauthorized"]}), 401
    rows, total = queries.feed(g.user.id, request.args.get("limit", 20, type=int),
                               request.args.get("offset", 0, type=int))
    return jsonify(articles=[article_json(a) for a in rows], articlesCount=total)


@app.post("/api/articles")
def create_article():
    if g.user is None:
        return jsonify(errors={"body": ["unauthorized"]}), 401
    d = request.get_json()["article"]
    a = Article(slug=re.sub(r"\W+", "-", d["title"].lower()).strip("-"), title=d["title"],
                description=d["description"], body=d["body"], tags=sorted(set(d.get("tagList", []))),
                author_id=g.user.id)
    db.session.add(a)
    db.session.commit()
    return jsonify(article=article_json(a)), 201


@app.post("/api/profiles/<username>/follow")
def follow(username):
    if g.user is None:
        return jsonify(errors={"body": ["unauthorized"]}), 401
    target = queries.user_by(username=username)
    if target is None:
        return jsonify(errors={"profile": ["not found"]}), 404
    queries.set_follow(g.user.id, target.id, True)
    return jsonify(profile={"username": target.username, "bio": target.bio, "image": target.image, "following": True})


@app.get("/api/tags")
def tags():
    return jsonify(tags=queries.tags())


if __name__ == "__main__":
    from waitress import serve

    serve(app, host="0.0.0.0", port=8080)

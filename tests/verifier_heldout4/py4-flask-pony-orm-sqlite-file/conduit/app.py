import secrets
from functools import wraps

import jwt
from flask import Flask, g, jsonify, request
from pony.flask import Pony
from pony.orm import count, select
from werkzeug.security import check_password_hash, generate_password_hash

from conduit.db import Article, Tag, User

SECRET = "pony-conduit"
app = Flask(__name__)
Pony(app)  # wraps every request in a db_session


def auth(optional=False):
    def deco(view):
        @wraps(view)
        def inner(*a, **kw):
            g.user = None
            header = request.headers.get("Authorization", "")
            if header.startswith("Token "):
                try:
                    g.user = User.get(id=jwt.decode(header[6:], SECRET, algorithms=["HS256"])["id"])
                except jwt.PyJWTError:
                    pass
            if g.user is None and not optional:
                return jsonify(errors={"token": ["invalid"]}), 401
            return view(*a, **kw)
        return inner
    return deco


def user_json(u):
    return {"user": {"email": u.email, "username": u.username, "bio": u.bio, "image": u.image,
                     "token": jwt.encode({"id": u.id}, SECRET, algorithm="HS256")}}


def article_json(a):
    me = g.get("user")
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags), "createdAt": a.created_at.isoformat() + "Z",
            "updatedAt": a.updated_at.isoformat() + "Z", "favorited": me in a.favorited_by if me else False,
            "favoritesCount": a.favorited_by.count(),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": me in a.author.followers if me else False}}


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.post("/api/users")
def register():
    data = request.json["user"]
    if User.get(email=data["email"]) or User.get(username=data["username"]):
        return jsonify(errors={"user": ["already exists"]}), 422
    user = User(username=data["username"], email=data["email"], password=generate_password_hash(data["password"]))
    user.flush()
    return user_json(user), 201


@app.post("/api/users/login")
def login():
    data = request.json["user"]
    user = User.get(email=data["email"])
    if user is None or not check_password_hash(user.password, data["password"]):
        return jsonify(errors={"credentials": ["invalid"]}), 401
    return user_json(user)


@app.get("/api/articles")
@auth(optional=True)
def list_articles():
    query = select(a for a in Article)
    if request.args.get("tag"):
        tag = request.args["tag"]
        query = query.filter(lambda a: tag in a.tags.name)
    if request.args.get("author"):
        author = request.args["author"]
        query = query.filter(lambda a: a.author.username == author)
    limit, offset = int(request.args.get("limit", 20)), int(request.args.get("offset", 0))
    total = query.count()
    rows = query.order_by(lambda a: -a.id)[offset:offset + limit]
    return {"articles": [article_json(a) for a in rows], "articlesCount": total}


@app.post("/api/articles")
@auth()
def create_article():
    data = request.json["article"]
    tags = [Tag.get(name=n) or Tag(name=n) for n in dict.fromkeys(data.get("tagList", []))]
    article = Article(slug=f"{'-'.join(data['title'].lower().split())}-{secrets.token_hex(3)}",
                      title=data["title"], description=data["description"], body=data["body"],
                      author=g.user, tags=tags)
    article.flush()
    return {"article": article_json(article)}, 201


@app.post("/api/articles/<slug>/favorite")
@auth()
def favorite(slug):
    article = Article.get(slug=slug)
    if article is None:
        return jsonify(errors={"article": ["not found"]}), 404
    article.favorited_by.add(g.user)
    return {"article": article_json(article)}


@app.get("/api/tags")
def tags():
    return {"tags": sorted(t.name for t in select(t for t in Tag if count(t.articles) > 0))}

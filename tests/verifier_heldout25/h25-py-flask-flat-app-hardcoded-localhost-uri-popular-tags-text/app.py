import datetime
import re

import jwt
from flask import Flask, g, jsonify, request
from sqlalchemy import text
from werkzeug.security import check_password_hash, generate_password_hash

from models import Article, Tag, User, db

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "postgresql://postgres:postgres@localhost:5432/conduit"
app.config["SECRET_KEY"] = "conduit-secret"
db.init_app(app)

with app.app_context():
    db.create_all()


def make_token(user):
    payload = {"id": user.id, "exp": datetime.datetime.utcnow() + datetime.timedelta(days=7)}
    return jwt.encode(payload, app.config["SECRET_KEY"], algorithm="HS256")


def current_user():
    auth = request.headers.get("Authorization", "")
    if not auth.startswith("Token "):
        return None
    try:
        data = jwt.decode(auth[6:], app.config["SECRET_KEY"], algorithms=["HS256"])
    except jwt.InvalidTokenError:
        return None
    return db.session.get(User, data["id"])


def user_response(user):
    return jsonify(user={"email": user.email, "token": make_token(user), "username": user.username,
                         "bio": user.bio, "image": user.image})


def article_dict(a):
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": [t.name for t in a.tags],
        "createdAt": a.created_at.isoformat() + "Z", "updatedAt": a.updated_at.isoformat() + "Z",
        "favorited": False, "favoritesCount": 0,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


@app.route("/api/health-check")
def health_check():
    return jsonify(status="ok")


@app.route("/api/users", methods=["POST"])
def register():
    data = request.json.get("user", {})
    if User.query.filter((User.email == data.get("email")) | (User.username == data.get("username"))).first():
        return jsonify(errors={"body": ["User already exists"]}), 409
    user = User(username=data["username"], email=data["email"], password=generate_password_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    return user_response(user), 201


@app.route("/api/users/login", methods=["POST"])
def login():
    data = request.json.get("user", {})
    user = User.query.filter_by(email=data.get("email")).first()
    if not user or not check_password_hash(user.password, data.get("password", "")):
        return jsonify(errors={"body": ["Invalid credentials"]}), 401
    return user_response(user)


@app.route("/api/user", methods=["GET"])
def get_user():
    user = current_user()
    if user is None:
        return jsonify(errors={"body": ["Unauthorized"]}), 401
    return user_response(user)


@app.route("/api/articles", methods=["GET"])
def list_articles():
    query = Article.query
    if request.args.get("tag"):
        query = query.filter(Article.tags.any(name=request.args["tag"]))
    if request.args.get("author"):
        query = query.join(User).filter(User.username == request.args["author"])
    total = query.count()
    limit = int(request.args.get("limit", 20))
    offset = int(request.args.get("offset", 0))
    articles = query.order_by(Article.created_at.desc()).offset(offset).limit(limit).all()
    return jsonify(articles=[article_dict(a) for a in articles], articlesCount=total)


@app.route("/api/articles", methods=["POST"])
def create_article():
    user = current_user()
    if user is None:
        return jsonify(errors={"body": ["Unauthorized"]}), 401
    data = request.json.get("article", {})
    slug = re.sub(r"[^\w]+", "-", data["title"].lower()).strip("-")
    article = Article(slug=slug, title=data["title"], description=data["description"], body=data["body"], author=user)
    for name in data.get("tagList", []):
        tag = Tag.query.filter_by(name=name).first() or Tag(name=name)
        article.tags.append(tag)
    db.session.add(article)
    db.session.commit()
    return jsonify(article=article_dict(article)), 201


@app.route("/api/articles/<slug>", methods=["GET"])
def get_article(slug):
    article = Article.query.filter_by(slug=slug).first_or_404()
    return jsonify(article=article_dict(article))


@app.route("/api/tags", methods=["GET"])
def get_tags():
    rows = db.session.execute(text("SELECT DISTINCT name FROM tags ORDER BY name")).fetchall()
    return jsonify(tags=[row[0] for row in rows])

import datetime
import os

import jwt
from flask import Flask, request, jsonify, g
from flask_sqlalchemy import SQLAlchemy
from werkzeug.security import generate_password_hash, check_password_hash

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "postgresql+psycopg2://user:password@127.0.0.1:5432/conduit"
app.config["SQLALCHEMY_TRACK_MODIFICATIONS"] = False
db = SQLAlchemy(app)
SECRET = os.environ.get("SECRET_KEY", "dev")

article_tags = db.Table(
    "article_tags",
    db.Column("article_id", db.ForeignKey("articles.id"), primary_key=True),
    db.Column("tag_id", db.ForeignKey("tags.id"), primary_key=True),
)


class User(db.Model):
    __tablename__ = "users"
    id = db.Column(db.Integer, primary_key=True)
    username = db.Column(db.String(80), unique=True)
    email = db.Column(db.String(255), unique=True)
    password = db.Column(db.String(255))
    bio = db.Column(db.Text, default="")
    image = db.Column(db.String(512))


class Tag(db.Model):
    __tablename__ = "tags"
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(120), unique=True)


class Article(db.Model):
    __tablename__ = "articles"
    id = db.Column(db.Integer, primary_key=True)
    slug = db.Column(db.String(255), unique=True)
    title = db.Column(db.String(255))
    description = db.Column(db.Text)
    body = db.Column(db.Text)
    author_id = db.Column(db.ForeignKey("users.id"))
    created_at = db.Column(db.DateTime, default=datetime.datetime.utcnow)
    author = db.relationship(User)
    tags = db.relationship(Tag, secondary=article_tags)


with app.app_context():
    db.create_all()


def token(user):
    return jwt.encode({"id": user.id}, SECRET, algorithm="HS256")


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.post("/api/users")
def register():
    data = request.json["user"]
    user = User(username=data["username"], email=data["email"], password=generate_password_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    return {"user": {"username": user.username, "email": user.email, "token": token(user), "bio": "", "image": None}}, 201


@app.post("/api/users/login")
def login():
    data = request.json["user"]
    user = User.query.filter_by(email=data["email"]).first()
    if not user or not check_password_hash(user.password, data["password"]):
        return {"errors": {"credentials": ["invalid"]}}, 401
    return {"user": {"username": user.username, "email": user.email, "token": token(user), "bio": user.bio, "image": user.image}}


@app.get("/api/tags")
def tags():
    rows = db.session.execute(db.text("SELECT DISTINCT t.name FROM tags t JOIN article_tags at ON at.tag_id = t.id ORDER BY t.name"))
    return {"tags": [r[0] for r in rows]}


@app.get("/api/articles")
def articles():
    q = Article.query.order_by(Article.created_at.desc())
    if request.args.get("tag"):
        q = q.filter(Article.tags.any(name=request.args["tag"]))
    total = q.count()
    items = q.offset(int(request.args.get("offset", 0))).limit(int(request.args.get("limit", 20))).all()
    return {"articles": [{"slug": a.slug, "title": a.title, "tagList": [t.name for t in a.tags]} for a in items], "articlesCount": total}


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)

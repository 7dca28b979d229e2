import os
from datetime import datetime, timedelta, timezone

import jwt
from flask import Flask, jsonify, request
from werkzeug.security import check_password_hash, generate_password_hash

from models import Article, User, db

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = os.environ.get(
    "DATABASE_URL", "postgresql://user:password@postgres:5432/conduit"
)
app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "change-me")
db.init_app(app)

with app.app_context():
    db.create_all()


def make_token(user):
    payload = {"sub": user.id, "exp": datetime.now(timezone.utc) + timedelta(days=7)}
    return jwt.encode(payload, app.config["SECRET_KEY"], algorithm="HS256")


@app.get("/api/health-check")
def health_check():
    return jsonify(status="ok")


@app.post("/api/users")
def register():
    data = request.get_json()["user"]
    if User.query.filter_by(email=data["email"]).first():
        return jsonify(errors={"email": ["has already been taken"]}), 422
    user = User(username=data["username"], email=data["email"],
                password_hash=generate_password_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    return jsonify(user={"email": user.email, "username": user.username, "bio": user.bio,
                         "image": user.image, "token": make_token(user)}), 201


@app.post("/api/users/login")
def login():
    data = request.get_json()["user"]
    user = User.query.filter_by(email=data["email"]).first()
    if not user or not check_password_hash(user.password_hash, data["password"]):
        return jsonify(errors={"credentials": ["invalid"]}), 401
    return jsonify(user={"email": user.email, "username": user.username, "bio": user.bio,
                         "image": user.image, "token": make_token(user)})


@app.get("/api/articles/<slug>")
def get_article(slug):
    article = Article.query.filter_by(slug=slug).first_or_404()
    return jsonify(article={"slug": article.slug, "title": article.title,
                            "description": article.description, "body": article.body})


@app.get("/api/tags")
def get_tags():
    rows = db.session.execute(
        db.text("SELECT DISTINCT t.name FROM tags t JOIN article_tags at ON at.tag_id = t.id ORDER BY t.name")
    )
    return jsonify(tags=[r[0] for r in rows])

from flask import Flask, jsonify, request
from sqlalchemy import select
from werkzeug.security import generate_password_hash

from conduit.db import Base, engine, session
from conduit.models import Article, Comment, User

app = Flask(__name__)
Base.metadata.create_all(engine)


@app.teardown_appcontext
def remove_session(_exc=None):
    session.remove()


@app.get("/api/health-check")
def health_check():
    return jsonify(status="ok")


@app.post("/api/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = User(username=data["username"], email=data["email"],
                password=generate_password_hash(data["password"]))
    session.add(user)
    session.commit()
    return jsonify(user={"username": user.username, "email": user.email, "bio": None,
                         "image": None, "token": ""}), 201


@app.get("/api/articles/<slug>/comments")
def comments(slug):
    article = session.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        return jsonify(errors={"article": ["not found"]}), 404
    rows = session.scalars(select(Comment).where(Comment.article_id == article.id)).all()
    return jsonify(comments=[{"id": c.id, "body": c.body} for c in rows])

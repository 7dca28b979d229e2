import bcrypt
import jwt
from flask import Flask, g, jsonify, request
from sqlalchemy import delete, select

from .database import Base, Session, engine
from .models import Comment, User

SECRET = "conduit-secret"

Base.metadata.create_all(engine)
app = Flask(__name__)


@app.teardown_appcontext
def _remove_session(exc):
    Session.remove()


def _user_id():
    header = request.headers.get("Authorization", "")
    try:
        return int(jwt.decode(header.removeprefix("Token "), SECRET, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        return None


def _comment(c: Comment) -> dict:
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
            "updatedAt": c.updated_at.isoformat(),
            "author": {"username": c.author.username, "bio": c.author.bio, "image": c.author.image,
                       "following": False}}


@app.get("/api/health-check")
def health_check():
    return jsonify({"status": "ok"})


@app.post("/api/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = User(username=data["username"], email=data["email"],
                password_hash=bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode())
    Session.add(user)
    Session.commit()
    token = jwt.encode({"sub": str(user.id)}, SECRET, algorithm="HS256")
    return jsonify({"user": {"username": user.username, "email": user.email, "bio": user.bio,
                             "image": user.image, "token": token}}), 201


@app.get("/api/articles/<slug>/comments")
def list_comments(slug):
    rows = Session.scalars(select(Comment).where(Comment.article_slug == slug).order_by(Comment.id)).all()
    return jsonify({"comments": [_comment(c) for c in rows]})


@app.post("/api/articles/<slug>/comments")
def add_comment(slug):
    uid = _user_id()
    if uid is None:
        return jsonify({"errors": {"body": ["unauthorized"]}}), 401
    body = ((request.get_json(silent=True) or {}).get("comment") or {}).get("body", "")
    comment = Comment(article_slug=slug, body=body, author_id=uid)
    Session.add(comment)
    Session.commit()
    return jsonify({"comment": _comment(comment)})


@app.delete("/api/articles/<slug>/comments/<int:cid>")
def delete_comment(slug, cid):
    uid = _user_id()
    if uid is None:
        return jsonify({"errors": {"body": ["unauthorized"]}}), 401
    Session.execute(delete(Comment).where(Comment.id == cid, Comment.author_id == uid))
    Session.commit()
    return jsonify({})

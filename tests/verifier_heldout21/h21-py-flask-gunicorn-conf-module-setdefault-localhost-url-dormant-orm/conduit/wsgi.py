from flask import Flask, jsonify
from sqlalchemy import select

from conduit.db import Base, SessionLocal, engine
from conduit.models import Comment

Base.metadata.create_all(engine)
app = Flask(__name__)


@app.get("/api/health-check")
def health_check():
    return jsonify(status="ok")


@app.get("/api/articles/<slug>/comments")
def list_comments(slug):
    with SessionLocal() as session:
        comments = session.scalars(select(Comment).where(Comment.article_slug == slug).order_by(Comment.id)).all()
        return jsonify(comments=[{"id": c.id, "body": c.body, "author": {"username": c.author.username}}
                                 for c in comments])


@app.delete("/api/articles/<slug>/comments/<int:comment_id>")
def delete_comment(slug, comment_id):
    with SessionLocal() as session:
        comment = session.get(Comment, comment_id)
        if comment is None or comment.article_slug != slug:
            return jsonify(errors={"body": ["not found"]}), 404
        session.delete(comment)
        session.commit()
    return "", 200

from flask import Blueprint, abort, jsonify, request

from conduit.models import Article, Comment, User, db

api = Blueprint("api", __name__)


def author_json(user_id):
    user = db.session.get(User, user_id)
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}


@api.get("/articles/<slug>")
def get_article(slug):
    a = db.session.scalar(db.select(Article).filter_by(slug=slug))
    if a is None:
        abort(404)
    return jsonify(article={"slug": a.slug, "title": a.title, "description": a.description,
                            "body": a.body, "author": author_json(a.author_id)})


@api.get("/articles/<slug>/comments")
def list_comments(slug):
    a = db.session.scalar(db.select(Article).filter_by(slug=slug))
    if a is None:
        abort(404)
    rows = db.session.scalars(db.select(Comment).filter_by(article_id=a.id)).all()
    return jsonify(comments=[{"id": c.id, "body": c.body, "author": author_json(c.author_id)}
                             for c in rows])


@api.post("/articles/<slug>/comments")
def add_comment(slug):
    a = db.session.scalar(db.select(Article).filter_by(slug=slug))
    if a is None:
        abort(404)
    body = (request.get_json(silent=True) or {}).get("comment", {}).get("body", "")
    c = Comment(article_id=a.id, author_id=1, body=body)
    db.session.add(c)
    db.session.commit()
    return jsonify(comment={"id": c.id, "body": c.body}), 201

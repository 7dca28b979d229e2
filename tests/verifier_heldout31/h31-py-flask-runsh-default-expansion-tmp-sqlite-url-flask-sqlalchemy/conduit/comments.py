from flask import jsonify, request

from conduit.app import app, db
from conduit.models import Comment


@app.get("/api/articles/<slug>/comments")
def list_comments(slug):
    comments = db.session.scalars(
        db.select(Comment).where(Comment.article_slug == slug).order_by(Comment.id.desc())
    ).all()
    return jsonify(comments=[c.to_dict() for c in comments])


@app.post("/api/articles/<slug>/comments")
def add_comment(slug):
    payload = (request.get_json(silent=True) or {}).get("comment") or {}
    if not payload.get("body"):
        return jsonify(errors={"body": ["can't be blank"]}), 422
    comment = Comment(article_slug=slug, author=request.headers.get("X-Username", "anonymous"),
                      body=payload["body"])
    db.session.add(comment)
    db.session.commit()
    return jsonify(comment=comment.to_dict()), 201


@app.delete("/api/articles/<slug>/comments/<int:comment_id>")
def delete_comment(slug, comment_id):
    comment = db.get_or_404(Comment, comment_id)
    db.session.delete(comment)
    db.session.commit()
    return "", 204

from flask import Flask, jsonify, request
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.sqlite3"
    db.init_app(app)

    from conduit.models import Comment

    with app.app_context():
        db.create_all()

    @app.get("/api/health-check")
    def health():
        return jsonify(ok=True)

    @app.post("/api/articles/<slug>/comments")
    def add_comment(slug):
        body = request.get_json()["comment"]["body"]
        comment = Comment(article_slug=slug, body=body)
        db.session.add(comment)
        db.session.commit()
        return jsonify(comment={"id": comment.id, "body": comment.body}), 201

    @app.get("/api/articles/<slug>/comments")
    def list_comments(slug):
        rows = db.session.execute(db.select(Comment).filter_by(article_slug=slug)).scalars()
        return jsonify(comments=[{"id": c.id, "body": c.body} for c in rows])

    return app

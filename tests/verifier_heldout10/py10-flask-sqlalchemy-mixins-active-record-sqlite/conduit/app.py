from flask import Flask, abort, jsonify, request

from conduit.db import Base, engine, session
from conduit.models import Article, User


def create_app():
    app = Flask(__name__)
    Base.metadata.create_all(engine)

    @app.teardown_appcontext
    def remove_session(_exc):
        session.remove()

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    @app.post("/api/users")
    def register():
        data = request.get_json()["user"]
        if User.where(email=data["email"]).first():
            return jsonify(errors={"email": ["has already been taken"]}), 422
        user = User.create(username=data["username"], email=data["email"], password=data["password"])
        return jsonify(user={"username": user.username, "email": user.email, "bio": user.bio, "token": ""}), 201

    @app.get("/api/articles")
    def list_articles():
        filters = {}
        if request.args.get("author"):
            filters["author___username"] = request.args["author"]
        query = Article.smart_query(filters=filters, sort_attrs=["-id"])
        rows = query.limit(request.args.get("limit", 20, type=int)).offset(request.args.get("offset", 0, type=int)).all()
        return jsonify(articles=[{"slug": a.slug, "title": a.title, "author": a.author.username} for a in rows],
                       articlesCount=len(rows))

    @app.delete("/api/articles/<slug>")
    def delete_article(slug):
        article = Article.where(slug=slug).first() or abort(404)
        article.delete()
        return "", 204

    return app

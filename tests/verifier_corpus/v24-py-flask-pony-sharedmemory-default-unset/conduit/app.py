import re

from flask import Flask, jsonify, request
from pony.orm import db_session, select

from conduit.db import Article, Tag, User, init_db


def _slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def _article(a: Article) -> dict:
    return {
        "slug": a.slug,
        "title": a.title,
        "description": a.description,
        "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat() + "Z",
        "updatedAt": a.updated_at.isoformat() + "Z",
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


def create_app() -> Flask:
    init_db()
    app = Flask(__name__)

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    @app.get("/api/tags")
    @db_session
    def tags():
        return jsonify(tags=sorted(select(t.name for t in Tag)[:]))

    @app.get("/api/articles")
    @db_session
    def list_articles():
        limit = int(request.args.get("limit", 20))
        offset = int(request.args.get("offset", 0))
        query = select(a for a in Article)
        if request.args.get("tag"):
            tag = request.args["tag"]
            query = query.filter(lambda a: tag in a.tags.name)
        if request.args.get("author"):
            author = request.args["author"]
            query = query.filter(lambda a: a.author.username == author)
        total = query.count()
        page = query.order_by(lambda a: -a.id)[offset : offset + limit]
        return jsonify(articles=[_article(a) for a in page], articlesCount=total)

    @app.get("/api/profiles/<username>")
    @db_session
    def profile(username):
        user = User.get(username=username)
        if user is None:
            return jsonify(errors={"profile": ["not found"]}), 404
        return jsonify(profile={"username": user.username, "bio": user.bio, "image": user.image, "following": False})

    return app

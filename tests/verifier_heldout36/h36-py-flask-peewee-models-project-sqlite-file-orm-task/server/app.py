from flask import Flask, jsonify, request

from server.database import database
from server.models import Article, User, create_tables

app = Flask(__name__)
create_tables()


@app.before_request
def _connect():
    database.connect(reuse_if_open=True)


@app.teardown_request
def _close(exc):
    if not database.is_closed():
        database.close()


@app.get("/api/health-check")
def health():
    return jsonify(status="ok")


@app.get("/api/articles")
def list_articles():
    limit = int(request.args.get("limit", 20))
    query = Article.select().join(User).order_by(Article.created_at.desc()).limit(limit)
    return jsonify(articles=[{"slug": a.slug, "title": a.title, "author": a.author.username} for a in query],
                   articlesCount=query.count())

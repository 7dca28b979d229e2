from flask import Flask, abort, jsonify, request
from pony.orm import commit, db_session, select

from conduit.entities import Article, User

app = Flask(__name__)


@app.get("/api/health-check")
def health_check():
    return jsonify(status="ok")


@app.get("/api/articles")
@db_session
def list_articles():
    author = request.args.get("author")
    query = select(a for a in Article)
    if author:
        query = query.filter(lambda a: a.author.username == author)
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    total = query.count()
    items = query.order_by(lambda a: a.created_at)[offset:offset + limit]
    return jsonify(articlesCount=total, articles=[
        {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
         "author": {"username": a.author.username}} for a in items])


@app.get("/api/profiles/<username>")
@db_session
def profile(username):
    user = User.get(username=username)
    if user is None:
        abort(404)
    return jsonify(profile={"username": user.username, "bio": user.bio or "",
                            "image": user.image, "following": False})


@app.post("/api/users")
@db_session
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = User(username=data["username"], email=data["email"], password=data["password"])
    commit()
    return jsonify(user={"username": user.username, "email": user.email, "token": str(user.id)}), 201

import os
import re
from datetime import datetime, timezone

from flask import Flask, jsonify, request
from mongoengine import (DateTimeField, Document, ListField, ReferenceField, StringField,
                         connect)

connect(host=os.environ.get("MONGO_URL", "mongodb://localhost:27017/conduit"))


class User(Document):
    username = StringField(required=True, unique=True)
    email = StringField(required=True, unique=True)
    password = StringField(required=True)
    bio = StringField(default="")
    image = StringField()


class Article(Document):
    slug = StringField(required=True, unique=True)
    title = StringField(required=True)
    description = StringField(default="")
    body = StringField(default="")
    tag_list = ListField(StringField())
    author = ReferenceField(User)
    created_at = DateTimeField(default=lambda: datetime.now(timezone.utc))


app = Flask(__name__)


@app.get("/api/health-check")
def health():
    return jsonify(ok=True)


@app.get("/api/tags")
def tags():
    return jsonify(tags=sorted(Article.objects.distinct("tag_list")))


@app.get("/api/articles")
def articles():
    qs = Article.objects.order_by("-created_at")
    if request.args.get("tag"):
        qs = qs.filter(tag_list=request.args["tag"])
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    items = qs.skip(offset).limit(limit)
    return jsonify(articles=[{"slug": a.slug, "title": a.title, "tagList": a.tag_list}
                             for a in items], articlesCount=qs.count())


@app.post("/api/articles")
def create_article():
    data = request.get_json()["article"]
    slug = re.sub(r"\W+", "-", data["title"].lower()).strip("-")
    a = Article(slug=slug, title=data["title"], description=data.get("description", ""),
                body=data.get("body", ""), tag_list=data.get("tagList", [])).save()
    return jsonify(article={"slug": a.slug, "title": a.title}), 201


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)

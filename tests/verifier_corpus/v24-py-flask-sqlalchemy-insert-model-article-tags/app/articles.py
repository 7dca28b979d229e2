import re
import uuid

import jwt
from flask import Blueprint, current_app, jsonify, request
from sqlalchemy import insert, select

from app.extensions import db
from app.models import Article, ArticleTag, Tag, User

bp = Blueprint("articles", __name__)


def _slug(title: str) -> str:
    return (re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") or "article") + "-" + uuid.uuid4().hex[:6]


def _current_user() -> User | None:
    header = request.headers.get("Authorization", "")
    try:
        payload = jwt.decode(header.removeprefix("Token "), current_app.config["JWT_SECRET"], algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return db.session.get(User, payload.get("id"))


def _article_json(a: Article) -> dict:
    return {
        "slug": a.slug,
        "title": a.title,
        "description": a.description,
        "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat().replace("+00:00", "Z"),
        "updatedAt": a.updated_at.isoformat().replace("+00:00", "Z"),
        "favorited": False,
        "favoritesCount": 0,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


def _link_tags(article_id: int, tag_ids: list[int]) -> None:
    if not tag_ids:
        return
    # the association rows in one executemany through the ORM
    db.session.execute(insert(ArticleTag), [{"article_id": article_id, "tag_id": tag_id} for tag_id in tag_ids])
    db.session.commit()


@bp.get("/tags")
def tags():
    return jsonify(tags=list(db.session.scalars(select(Tag.name).order_by(Tag.name))))


@bp.post("/articles")
def create_article():
    user = _current_user()
    if user is None:
        return jsonify(errors={"token": ["is missing or invalid"]}), 401
    data = (request.get_json(silent=True) or {}).get("article") or {}
    if not data.get("title") or not data.get("body"):
        return jsonify(errors={"body": ["can't be empty"]}), 422
    article = Article(
        slug=_slug(data["title"]),
        title=data["title"],
        description=data.get("description", ""),
        body=data["body"],
        author_id=user.id,
    )
    db.session.add(article)
    tag_ids = []
    for name in dict.fromkeys(data.get("tagList") or []):
        tag = db.session.scalar(select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            db.session.add(tag)
            db.session.flush()
        tag_ids.append(tag.id)
    db.session.commit()
    _link_tags(article.id, tag_ids)
    db.session.expire(article)
    return jsonify(article=_article_json(article)), 201

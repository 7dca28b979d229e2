import re
import uuid

from flask import Blueprint, abort, g, jsonify, request
from sqlalchemy import func

from ..auth import auth_required
from ..extensions import db
from ..models import Article, Comment, Tag, User, favorites, follows

bp = Blueprint("articles", __name__)


def _slugify(title: str) -> str:
    base = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") or "article"
    return f"{base}-{uuid.uuid4().hex[:6]}"


def _article_json(a: Article, viewer):
    fav_ids = {u.id for u in a.favorited_by}
    following = viewer is not None and any(u.id == a.author_id for u in viewer.following)
    return {
        "slug": a.slug,
        "title": a.title,
        "description": a.description,
        "body": a.body,
        "tagList": [t.name for t in a.tags],
        "createdAt": a.created_at.isoformat().replace("+00:00", "") + "Z",
        "updatedAt": a.updated_at.isoformat().replace("+00:00", "") + "Z",
        "favorited": viewer is not None and viewer.id in fav_ids,
        "favoritesCount": len(fav_ids),
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": following},
    }


def _tags(names):
    out = []
    for name in dict.fromkeys(names or []):
        tag = db.session.scalar(db.select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            db.session.add(tag)
        out.append(tag)
    return out


def _get(slug: str) -> Article:
    article = db.session.scalar(db.select(Article).where(Article.slug == slug))
    if article is None:
        abort(404)
    return article


def _page(stmt):
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    total = db.session.scalar(db.select(func.count()).select_from(stmt.subquery()))
    rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return rows, total


@bp.get("/articles")
@auth_required(optional=True)
def list_articles():
    stmt = db.select(Article)
    if tag := request.args.get("tag"):
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    if author := request.args.get("author"):
        stmt = stmt.join(Article.author).where(User.username == author)
    if fav := request.args.get("favorited"):
        fav_user = db.select(User.id).where(User.username == fav).scalar_subquery()
        stmt = stmt.join(favorites, favorites.c.article_id == Article.id).where(favorites.c.user_id == fav_user)
    rows, total = _page(stmt)
    return jsonify(articles=[_article_json(a, g.user) for a in rows], articlesCount=total)


@bp.get("/articles/feed")
@auth_required()
def feed():
    followed = db.select(follows.c.followed_id).where(follows.c.follower_id == g.user.id)
    rows, total = _page(db.select(Article).where(Article.author_id.in_(followed)))
    return jsonify(articles=[_article_json(a, g.user) for a in rows], articlesCount=total)


@bp.post("/articles")
@auth_required()
def create_article():
    data = (request.get_json(silent=True) or {}).get("article") or {}
    missing = [k for k in ("title", "description", "body") if not data.get(k)]
    if missing:
        return jsonify(errors={k: ["can't be blank"] for k in missing}), 422
    article = Article(
        slug=_slugify(data["title"]),
        title=data["title"],
        description=data["description"],
        body=data["body"],
        author=g.user,
        tags=_tags(data.get("tagList")),
    )
    db.session.add(article)
    db.session.commit()
    return jsonify(article=_article_json(article, g.user)), 201


@bp.get("/articles/<slug>")
@auth_required(optional=True)
def get_article(slug):
    return jsonify(article=_article_json(_get(slug), g.user))


@bp.put("/articles/<slug>")
@auth_required()
def update_article(slug):
    article = _get(slug)
    if article.author_id != g.user.id:
        return jsonify(errors={"body": ["forbidden"]}), 403
    data = (request.get_json(silent=True) or {}).get("article") or {}
    if data.get("title"):
        article.title = data["title"]
        article.slug = _slugify(data["title"])
    for field in ("description", "body"):
        if field in data:
            setattr(article, field, data[field])
    db.session.commit()
    return jsonify(article=_article_json(article, g.user))


@bp.delete("/articles/<slug>")
@auth_required()
def delete_article(slug):
    article = _get(slug)
    if article.author_id != g.user.id:
        return jsonify(errors={"body": ["forbidden"]}), 403
    db.session.delete(article)
    db.session.commit()
    return "", 204


@bp.post("/articles/<slug>/favorite")
@auth_required()
def favorite(slug):
    article = _get(slug)
    if g.user not in article.favorited_by:
        article.favorited_by.append(g.user)
        db.session.commit()
    return jsonify(article=_article_json(article, g.user))


@bp.delete("/articles/<slug>/favorite")
@auth_required()
def unfavorite(slug):
    article = _get(slug)
    if g.user in article.favorited_by:
        article.favorited_by.remove(g.user)
        db.session.commit()
    return jsonify(article=_article_json(article, g.user))


@bp.get("/articles/<slug>/comments")
@auth_required(optional=True)
def list_comments(slug):
    article = _get(slug)
    rows = db.session.scalars(
        db.select(Comment).where(Comment.article_id == article.id).order_by(Comment.created_at)
    ).all()
    return jsonify(comments=[_comment_json(c, g.user) for c in rows])


@bp.post("/articles/<slug>/comments")
@auth_required()
def add_comment(slug):
    article = _get(slug)
    body = ((request.get_json(silent=True) or {}).get("comment") or {}).get("body")
    if not body:
        return jsonify(errors={"body": ["can't be blank"]}), 422
    comment = Comment(body=body, article_id=article.id, author=g.user)
    db.session.add(comment)
    db.session.commit()
    return jsonify(comment=_comment_json(comment, g.user)), 201


@bp.delete("/articles/<slug>/comments/<int:comment_id>")
@auth_required()
def delete_comment(slug, comment_id):
    article = _get(slug)
    comment = db.session.get(Comment, comment_id)
    if comment is None or comment.article_id != article.id:
        abort(404)
    if comment.author_id != g.user.id:
        return jsonify(errors={"body": ["forbidden"]}), 403
    db.session.delete(comment)
    db.session.commit()
    return "", 204


def _comment_json(c: Comment, viewer):
    following = viewer is not None and any(u.id == c.author_id for u in viewer.following)
    return {
        "id": c.id,
        "body": c.body,
        "createdAt": c.created_at.isoformat().replace("+00:00", "") + "Z",
        "updatedAt": c.updated_at.isoformat().replace("+00:00", "") + "Z",
        "author": {"username": c.author.username, "bio": c.author.bio, "image": c.author.image, "following": following},
    }

from django.http import JsonResponse
from sqlalchemy import func, select

from api.auth import user_from_request
from api.db import Article, SessionLocal
from api.feed import feed_rows


def _article(row: dict) -> dict:
    return {"slug": row["slug"], "title": row["title"], "description": row["description"], "body": row["body"],
            "tagList": [], "createdAt": row["created_at"].isoformat(), "updatedAt": row["updated_at"].isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": row["username"], "bio": row["bio"], "image": row["image"],
                       "following": row.get("following", False)}}


def health_check(request):
    return JsonResponse({"status": "ok"})


def articles(request):
    limit, offset = int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0))
    with SessionLocal() as session:
        stmt = select(Article).order_by(Article.created_at.desc())
        total = session.scalar(select(func.count(Article.id)))
        rows = [{"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
                 "created_at": a.created_at, "updated_at": a.updated_at, "username": a.author.username,
                 "bio": a.author.bio, "image": a.author.image}
                for a in session.scalars(stmt.limit(limit).offset(offset))]
    return JsonResponse({"articles": [_article(r) for r in rows], "articlesCount": total})


def feed(request):
    user = user_from_request(request)
    if user is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    rows, total = feed_rows(user.id, int(request.GET.get("limit", 20)), int(request.GET.get("offset", 0)))
    for row in rows:
        row["following"] = True
    return JsonResponse({"articles": [_article(r) for r in rows], "articlesCount": total})

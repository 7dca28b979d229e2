import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from sqlalchemy import func, select

from articles.db import Session
from articles.models import Article


def health_check(_request):
    return JsonResponse({"status": "ok"})


def _json(a: Article) -> dict:
    return {
        "slug": a.slug,
        "title": a.title,
        "description": a.description,
        "body": a.body,
        "tagList": [],
        "createdAt": a.created_at.isoformat(),
        "favorited": False,
        "favoritesCount": 0,
    }


@csrf_exempt
def articles(request):
    if request.method == "POST":
        data = json.loads(request.body or b"{}").get("article", {})
        article = Article(
            slug=data["title"].lower().replace(" ", "-"),
            title=data["title"],
            description=data.get("description", ""),
            body=data["body"],
        )
        Session.add(article)
        Session.commit()
        return JsonResponse({"article": _json(article)}, status=201)
    limit = int(request.GET.get("limit", 20))
    offset = int(request.GET.get("offset", 0))
    total = Session.scalar(select(func.count(Article.id)))
    rows = Session.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return JsonResponse({"articles": [_json(a) for a in rows], "articlesCount": total})

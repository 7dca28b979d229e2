from django.http import JsonResponse
from sqlalchemy import select

from api.db import Article, Session


def health_check(request):
    return JsonResponse({"status": "ok"})


def article_detail(request, slug):
    with Session() as session:
        article = session.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    return JsonResponse({"article": {"slug": article.slug, "title": article.title,
                                     "body": article.body,
                                     "createdAt": article.created_at.isoformat()}})

from django.http import JsonResponse
from sqlalchemy import select

from conduit.sa import SessionLocal
from conduit.tables import Article


def article_detail(request, slug):
    with SessionLocal() as session:
        article = session.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        return JsonResponse({"errors": {"body": ["article not found"]}}, status=404)
    return JsonResponse({"article": {"slug": article.slug, "title": article.title, "body": article.body}})

from django.db import connection
from django.http import JsonResponse
from sqlalchemy import select

from conduit.sa import Session
from conduit.tables import Article


def health(request):
    return JsonResponse({"status": "ok"})


def article(request, slug):
    with Session() as s:
        a = s.scalar(select(Article).where(Article.slug == slug))
    if a is None:
        return JsonResponse({"errors": {"body": ["not found"]}}, status=404)
    return JsonResponse({"article": {"slug": a.slug, "title": a.title, "body": a.body}})


def tags(request):
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT t.name FROM tags t JOIN article_tags at ON at.tag_id = t.id "
            "GROUP BY t.name ORDER BY COUNT(*) DESC"
        )
        names = [row[0] for row in cursor.fetchall()]
    return JsonResponse({"tags": names})

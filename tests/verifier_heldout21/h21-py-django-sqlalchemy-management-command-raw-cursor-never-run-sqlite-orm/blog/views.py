from django.http import JsonResponse
from sqlalchemy import func, select

from blog.db import Session
from blog.tables import ArticleTag, Tag


def health_check(request):
    return JsonResponse({"status": "ok"})


def tags(request):
    with Session() as session:
        stmt = (select(Tag.name).outerjoin(ArticleTag, ArticleTag.tag_id == Tag.id)
                .group_by(Tag.id).order_by(func.count(ArticleTag.article_id).desc()))
        return JsonResponse({"tags": list(session.scalars(stmt))})

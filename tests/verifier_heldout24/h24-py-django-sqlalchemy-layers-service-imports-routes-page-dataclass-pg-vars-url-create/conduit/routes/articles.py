import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit.routes.pagination import page_from_request
from conduit.services.article_service import ArticleService

service = ArticleService()


def out(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "createdAt": a.created_at.isoformat(), "author": {"username": a.author.username, "following": False}}


def health(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
def articles(request):
    rows = service.by_author(request.GET.get("author", ""), page_from_request(request))
    return JsonResponse({"articles": [out(a) for a in rows], "articlesCount": len(rows)})

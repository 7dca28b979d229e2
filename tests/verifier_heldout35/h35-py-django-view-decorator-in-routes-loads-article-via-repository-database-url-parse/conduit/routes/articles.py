import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit.routes.decorators import with_article
from conduit.services.article_service import ArticleService

service = ArticleService()


def _out(a):
    return {"article": {"slug": a.slug, "title": a.title, "description": a.description,
                        "body": a.body, "author": {"username": a.author.username}}}


@csrf_exempt
@with_article
def article_detail(request, article):
    if request.method == "PUT":
        data = json.loads(request.body or b"{}").get("article", {})
        article = service.update(article, data)
    return JsonResponse(_out(article))

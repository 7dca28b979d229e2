import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from conduit.services import article_service


def health_check(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
@require_POST
def create(request):
    data = json.loads(request.body)["article"]
    article = article_service.create_article(data["title"], data["body"], data.get("tagList"))
    return JsonResponse({"article": {"slug": article.slug, "title": article.title,
                                     "tagList": sorted(article.tag_list)}}, status=201)

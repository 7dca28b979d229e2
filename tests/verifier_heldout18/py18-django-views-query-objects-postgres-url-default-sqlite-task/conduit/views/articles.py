import json

from django.http import JsonResponse
from django.utils.text import slugify
from django.views.decorators.csrf import csrf_exempt

from ..models import Article


def as_json(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "favoritesCount": a.favorites.count(), "createdAt": a.created_at.isoformat()}


@csrf_exempt
def collection(request):
    if request.method == "POST":
        data = json.loads(request.body)["article"]
        a = Article.objects.create(slug=slugify(data["title"]), title=data["title"],
                                   description=data["description"], body=data["body"])
        return JsonResponse({"article": as_json(a)}, status=201)
    qs = Article.objects.order_by("-created_at")
    limit = int(request.GET.get("limit", 20))
    offset = int(request.GET.get("offset", 0))
    return JsonResponse({"articles": [as_json(a) for a in qs[offset:offset + limit]],
                         "articlesCount": qs.count()})


@csrf_exempt
def detail(request, slug):
    a = Article.objects.filter(slug=slug).first()
    if a is None:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    if request.method == "DELETE":
        a.delete()
        return JsonResponse({}, status=204)
    return JsonResponse({"article": as_json(a)})

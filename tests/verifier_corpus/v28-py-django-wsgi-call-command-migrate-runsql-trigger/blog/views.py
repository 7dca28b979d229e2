import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from blog import repository


def out(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat()}


def health(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
def article(request, slug):
    if request.method == "PUT":
        changes = {k: v for k, v in json.loads(request.body or b"{}").get("article", {}).items() if k in ("title", "description", "body")}
        a = repository.update_article(slug, **changes)
    else:
        a = repository.get_article(slug)
    if a is None:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    return JsonResponse({"article": out(a)})

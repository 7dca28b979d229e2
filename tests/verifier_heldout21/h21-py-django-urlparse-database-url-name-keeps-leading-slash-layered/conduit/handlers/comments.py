import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit.services import comments as service


def _dump(c):
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(), "author": {"username": c.author}}


def health_check(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
def comments(request, slug):
    if request.method == "POST":
        body = json.loads(request.body)["comment"]["body"]
        try:
            c = service.add_comment(slug, request.headers.get("X-User", "anonymous"), body)
        except ValueError as exc:
            return JsonResponse({"errors": {"body": [str(exc)]}}, status=422)
        return JsonResponse({"comment": _dump(c)})
    return JsonResponse({"comments": [_dump(c) for c in service.list_comments(slug)]})


@csrf_exempt
def delete(request, slug, comment_id):
    try:
        service.delete_comment(comment_id, request.headers.get("X-User"))
    except service.NotAllowed:
        return JsonResponse({"errors": {"body": ["forbidden"]}}, status=403)
    return JsonResponse({})

import json

from django.http import HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from conduit.services.comment_service import CommentError, CommentService

service = CommentService()


def _out(c) -> dict:
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
            "updatedAt": c.updated_at.isoformat(), "author": {"username": c.author_username}}


def health_check(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
@require_http_methods(["GET", "POST"])
def comments(request, slug):
    if request.method == "GET":
        return JsonResponse({"comments": [_out(c) for c in service.list(slug)]})
    payload = json.loads(request.body or b"{}").get("comment", {})
    try:
        comment = service.add(slug, request.headers.get("X-Username", ""), payload.get("body", ""))
    except CommentError as exc:
        return JsonResponse({"errors": {"body": [str(exc)]}}, status=422)
    return JsonResponse({"comment": _out(comment)}, status=201)


@csrf_exempt
@require_http_methods(["DELETE"])
def comment_detail(request, slug, comment_id):
    try:
        service.remove(slug, comment_id, request.headers.get("X-Username", ""))
    except CommentError as exc:
        return JsonResponse({"errors": {"comment": [str(exc)]}}, status=exc.status)
    return HttpResponse(status=204)

import json

from django.http import HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit.services import comment_service
from conduit.services.exceptions import NotFoundError, PermissionDeniedError


def _json(c):
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
            "updatedAt": c.updated_at.isoformat(),
            "author": {"username": c.author.username, "bio": "", "image": None, "following": False}}


@csrf_exempt
def comments(request, slug):
    try:
        if request.method == "POST":
            body = json.loads(request.body or b"{}").get("comment", {}).get("body", "")
            comment = comment_service.add_comment(slug, request.user.id or 0, body)
            return JsonResponse({"comment": _json(comment)}, status=201)
        return JsonResponse({"comments": [_json(c) for c in comment_service.list_comments(slug)]})
    except NotFoundError as exc:
        return JsonResponse({"errors": {"body": [str(exc)]}}, status=404)
    except ValueError as exc:
        return JsonResponse({"errors": {"body": [str(exc)]}}, status=422)


@csrf_exempt
def delete_comment(request, slug, pk):
    try:
        comment_service.delete_comment(slug, pk, request.user.id or 0)
    except (NotFoundError, PermissionDeniedError) as exc:
        return JsonResponse({"errors": {"body": [str(exc)]}}, status=exc.status_code)
    return HttpResponse(status=204)

import json

from django.http import HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt

from conduit.container import comment_service
from conduit.services.comment_service import CommentError
from conduit.views.auth import username_from


def _json(c) -> dict:
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(), "author": {"username": c.author_username}}


@csrf_exempt
def comments(request, slug):
    service = comment_service()
    if request.method == "GET":
        return JsonResponse({"comments": [_json(c) for c in service.list(slug)]})
    user = username_from(request)
    if user is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    body = json.loads(request.body or b"{}").get("comment", {}).get("body", "")
    try:
        return JsonResponse({"comment": _json(service.add(slug, user, body))})
    except CommentError as err:
        return JsonResponse({"errors": {"body": [str(err)]}}, status=err.status)


@csrf_exempt
def delete_comment(request, slug, comment_id):
    user = username_from(request)
    if user is None:
        return JsonResponse({"errors": {"body": ["unauthorized"]}}, status=401)
    try:
        comment_service().delete(comment_id, user)
    except CommentError as err:
        return JsonResponse({"errors": {"body": [str(err)]}}, status=err.status)
    return HttpResponse(status=204)

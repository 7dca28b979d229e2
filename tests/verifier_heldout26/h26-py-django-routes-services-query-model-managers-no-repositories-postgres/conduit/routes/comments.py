import json

import jwt
from django.conf import settings
from django.http import HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from conduit.services.comments import CommentService, Forbidden, NotFound

service = CommentService()


def _user_id(request) -> int:
    token = request.headers.get("Authorization", "").removeprefix("Token ")
    return int(jwt.decode(token, settings.SECRET_KEY, algorithms=["HS256"])["sub"])


def _dump(comment) -> dict:
    return {
        "id": comment.id,
        "body": comment.body,
        "createdAt": comment.created_at.isoformat(),
        "updatedAt": comment.updated_at.isoformat(),
        "author": {"username": comment.author.username, "bio": comment.author.bio, "image": comment.author.image, "following": False},
    }


@csrf_exempt
@require_http_methods(["GET", "POST"])
def comments(request, slug):
    try:
        if request.method == "POST":
            body = json.loads(request.body)["comment"]["body"]
            return JsonResponse({"comment": _dump(service.add(slug, _user_id(request), body))}, status=201)
        return JsonResponse({"comments": [_dump(c) for c in service.list_for(slug)]})
    except NotFound:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)


@csrf_exempt
@require_http_methods(["DELETE"])
def delete_comment(request, slug, comment_id):
    try:
        service.delete(slug, comment_id, _user_id(request))
    except NotFound:
        return JsonResponse({"errors": {"comment": ["not found"]}}, status=404)
    except Forbidden:
        return JsonResponse({"errors": {"comment": ["forbidden"]}}, status=403)
    return HttpResponse(status=204)

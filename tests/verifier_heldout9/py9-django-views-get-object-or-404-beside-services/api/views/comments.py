import json

from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.csrf import csrf_exempt

from api.models import Article
from api.services.comment_service import CommentService, PermissionDenied

service = CommentService()


def _out(c):
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
            "updatedAt": c.updated_at.isoformat(),
            "author": {"username": c.author_name, "bio": None, "image": None, "following": False}}


@csrf_exempt
def comments(request, slug):
    article = get_object_or_404(Article, slug=slug)
    if request.method == "POST":
        body = json.loads(request.body or b"{}").get("comment", {}).get("body")
        try:
            comment = service.add(article, request.headers.get("X-Username", ""), body)
        except ValueError as exc:
            return JsonResponse({"errors": {"body": [str(exc)]}}, status=422)
        return JsonResponse({"comment": _out(comment)}, status=201)
    return JsonResponse({"comments": [_out(c) for c in service.list(article)]})


@csrf_exempt
def delete_comment(request, slug, comment_id):
    article = get_object_or_404(Article, slug=slug)
    try:
        deleted = service.delete(article, comment_id, request.headers.get("X-Username", ""))
    except PermissionDenied:
        return JsonResponse({"errors": {"body": ["forbidden"]}}, status=403)
    if not deleted:
        return JsonResponse({"errors": {"body": ["comment not found"]}}, status=404)
    return JsonResponse({})

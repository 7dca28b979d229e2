import json

from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.csrf import csrf_exempt

from api.models import Article, Comment, Tag


def health(request):
    return JsonResponse({"status": "ok"})


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})


def _comment(c: Comment) -> dict:
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
            "updatedAt": c.created_at.isoformat(),
            "author": {"username": c.author.username, "bio": "", "image": None, "following": False}}


@csrf_exempt
def comments(request, slug):
    article = get_object_or_404(Article, slug=slug)
    if request.method == "POST":
        body = json.loads(request.body or b"{}").get("comment", {}).get("body", "")
        comment = Comment.objects.create(article=article, author=request.user, body=body)
        return JsonResponse({"comment": _comment(comment)}, status=201)
    items = article.comments.select_related("author").order_by("-created_at")
    return JsonResponse({"comments": [_comment(c) for c in items]})

import json

from django.http import HttpResponse, JsonResponse
from django.shortcuts import get_list_or_404
from django.views.decorators.csrf import csrf_exempt

from conduit.models import Article, Comment, Profile
from conduit.views.auth import current_profile_id


def _comment_json(c: Comment) -> dict:
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(), "updatedAt": c.updated_at.isoformat(),
            "author": {"username": c.author.username, "bio": c.author.bio, "image": c.author.image, "following": False}}


@csrf_exempt
def comments(request, slug: str):
    article = Article.objects.filter(slug=slug).first()
    if article is None:
        return JsonResponse({"errors": {"article": ["not found"]}}, status=404)
    if request.method == "POST":
        author = Profile.objects.get(pk=current_profile_id(request))
        body = json.loads(request.body)["comment"]["body"]
        comment = Comment.objects.create(article=article, author=author, body=body)
        return JsonResponse({"comment": _comment_json(comment)}, status=201)
    items = Comment.objects.filter(article=article).select_related("author").order_by("-created_at")
    return JsonResponse({"comments": [_comment_json(c) for c in items]})


@csrf_exempt
def delete_comment(request, slug: str, comment_id: int):
    comment = get_list_or_404(Comment, pk=comment_id, article__slug=slug)[0]
    if comment.author_id != current_profile_id(request):
        return JsonResponse({"errors": {"comment": ["forbidden"]}}, status=403)
    comment.delete()
    return HttpResponse(status=204)

from django.shortcuts import get_object_or_404
from ninja import NinjaAPI, Schema

from .models import Comment, User

api = NinjaAPI(title="Conduit")


class CommentIn(Schema):
    body: str


@api.get("/health-check")
def health(request):
    return {"status": "ok"}


@api.get("/profiles/{username}")
def profile(request, username: str):
    user = get_object_or_404(User, username=username)
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}}


@api.get("/articles/{slug}/comments")
def comments(request, slug: str):
    items = Comment.objects.filter(article_slug=slug).select_related("author").order_by("created_at")
    return {"comments": [{"id": c.id, "body": c.body, "author": {"username": c.author.username}} for c in items]}

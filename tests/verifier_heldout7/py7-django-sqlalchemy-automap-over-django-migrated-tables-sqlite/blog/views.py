from django.http import JsonResponse
from sqlalchemy import select

from blog.sa import Author, Session, Tag


def health(request):
    return JsonResponse({"status": "ok"})


def tags(request):
    with Session() as s:
        names = s.scalars(select(Tag.name).order_by(Tag.name)).all()
    return JsonResponse({"tags": list(names)})


def profile(request, username):
    with Session() as s:
        author = s.scalar(select(Author).where(Author.username == username))
    if author is None:
        return JsonResponse({"errors": {"profile": ["not found"]}}, status=404)
    return JsonResponse({"profile": {"username": author.username, "bio": author.bio,
                                     "image": author.image, "following": False}})

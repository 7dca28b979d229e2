from django.http import JsonResponse
from sqlalchemy import select

from blog.db import Session
from blog.tables import Tag


def health_check(request):
    return JsonResponse({"status": "ok"})


def tags(request):
    with Session() as session:
        names = session.scalars(select(Tag.name).order_by(Tag.name)).all()
    return JsonResponse({"tags": list(names)})

import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from sqlalchemy import select

from api.db import Session, Tag


def health_check(request):
    return JsonResponse({"status": "ok"})


@csrf_exempt
def tags(request):
    with Session() as session:
        if request.method == "POST":
            name = json.loads(request.body)["tag"]
            session.add(Tag(name=name))
            session.commit()
            return JsonResponse({"tag": name}, status=201)
        return JsonResponse({"tags": list(session.scalars(select(Tag.name).order_by(Tag.name)))})
